import { Box, Divider, NavLink, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useActor } from '../../api/permissions.ts';
import { t } from '../../i18n/id.ts';
import { UnreadBadge } from '../notifications/UnreadBadge.tsx';
import { isValidationPage } from '../validation/validation-paths.ts';
import { navState } from './nav-access.ts';
import { navItems } from './nav-items.ts';
import { useLogout } from './useLogout.ts';

/**
 * The side navigation of docs/product.md §2, as the signed-in role may use it: areas a role never uses
 * are left out, areas closed for now (internal staff) are disabled with the reason on hover.
 */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  const actor = useActor();
  return (
    <Stack h="100%" gap={0}>
      <ScrollArea flex={1} px="sm" py="md" type="auto">
        <nav aria-label={t.app.name}>
          {navItems.map((item) => {
            const state = navState(actor, item.area);
            if (state.hidden) return null;
            const active =
              pathname === item.path || (item.area === 'validation' && isValidationPage(pathname));
            const label = t.areas[item.area].label;
            if (state.reason) {
              return (
                <Tooltip key={item.path} label={state.reason} multiline w={240} position="right" withArrow>
                  <Box data-testid="nav-disabled" data-area={item.area}>
                    <NavLink
                      component="button"
                      disabled
                      label={label}
                      leftSection={<item.icon size={item.child ? 16 : 19} stroke={1.7} />}
                      pl={item.child ? 36 : 'sm'}
                      fz={item.child ? 'sm' : undefined}
                      fw={500}
                      style={{ borderRadius: 8 }}
                      mb={2}
                    />
                  </Box>
                </Tooltip>
              );
            }
            return (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                onClick={onNavigate}
                label={label}
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
