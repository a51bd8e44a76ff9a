import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/id.ts';
import { UnreadBadge } from '../notifications/UnreadBadge.tsx';
import { isValidationPage } from '../validation/validation-paths.ts';
import { navItems } from './nav-items.ts';
import { useLogout } from './useLogout.ts';

/** The side navigation of docs/product.md §2. */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  return (
    <Stack h="100%" gap={0}>
      <ScrollArea flex={1} px="sm" py="md" type="auto">
        <nav aria-label={t.app.name}>
          {navItems.map((item) => {
            const active =
              pathname === item.path || (item.area === 'validation' && isValidationPage(pathname));
            return (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                onClick={onNavigate}
                label={t.areas[item.area].label}
                leftSection={<item.icon size={item.child ? 16 : 19} stroke={1.7} />}
                rightSection={item.area === 'notifications' ? <UnreadBadge /> : undefined}
                active={active}
                pl={item.child ? 36 : 'sm'}
                fz={item.child ? 'sm' : undefined}
                fw={active ? 600 : 500}
                style={{ borderRadius: 8 }}
                mb={2}
              />
            );
          })}
        </nav>
      </ScrollArea>
      <Divider />
      <NavLink
        component="button"
        m="sm"
        w="auto"
        label={t.areas.logout.label}
        leftSection={<IconLogout size={19} stroke={1.7} />}
        onClick={logout}
        c="red.7"
        fw={500}
        style={{ borderRadius: 8 }}
      />
    </Stack>
  );
}
