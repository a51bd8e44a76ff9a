import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useMe } from '../../api/user.ts';
import { t } from '../../i18n/id.ts';
import { useLogout } from './useLogout.ts';

/** The signed-in user (GET user/me) with the way out. */
export function UserMenu() {
  const me = useMe();
  const logout = useLogout();
  if (!me.data) return <Skeleton h={36} w={160} radius="xl" />;
  const { first_name, last_name, role, company } = me.data;
  const name = `${first_name} ${last_name}`.trim();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="green" radius="xl" size={36} name={name} />
            <div>
              <Text fz="sm" fw={600} lh={1.2} data-testid="user-name">
                {name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2}>
                {company.name} · {t.shell.roles[role]}
              </Text>
            </div>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t.shell.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
