import { Avatar, Box, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMe } from '../../api/profile.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { CompanySwitchItems } from './CompanySwitchItems.tsx';
import { useLogout } from './useLogout.ts';

/**
 * The signed-in user (GET user/me): profile, company switch when there are several, log out.
 * Below the `sm` breakpoint only the avatar shows; the name and company move into the dropdown.
 */
export function UserMenu() {
  const me = useMe();
  const logout = useLogout();
  if (!me.data) return <Skeleton h={36} w={{ base: 36, sm: 160 }} radius="xl" />;
  const { first_name, last_name, role, company, companies, internal } = me.data;
  const name = `${first_name} ${last_name}`.trim();
  const where = `${company?.name ?? t.internal.title} · ${t.shell.roles[role]}`;
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={name} data-testid="user-menu" miw={0}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="green" radius="xl" size={36} name={name} />
            <Box visibleFrom="sm" miw={0} maw={260}>
              <Text fz="sm" fw={600} lh={1.2} truncate="end" data-testid="user-name">
                {name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2} truncate="end" data-testid="user-company">
                {where}
              </Text>
            </Box>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={16} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box hiddenFrom="sm" px="sm" pt={6} pb={8}>
          <Text fz="sm" fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text fz="xs" c="dimmed" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {where}
          </Text>
        </Box>
        <Menu.Divider hiddenFrom="sm" />
        {!internal && (
          <Menu.Item component={Link} to={paths.profile} leftSection={<IconUserCircle size={16} />}>
            {t.profile.menu}
          </Menu.Item>
        )}
        {!internal && companies.length > 1 && (
          <CompanySwitchItems companies={companies} currentId={company?.id} />
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t.shell.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
