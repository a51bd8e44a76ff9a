import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { RequireCompany } from '../../routes/RequireAccess.tsx';
import { ReadOnlyBanner } from '../internal/ReadOnlyBanner.tsx';
import { SideNav } from './SideNav.tsx';
import { UserMenu } from './UserMenu.tsx';

export const HEADER_HEIGHT = 64;

/**
 * The signed-in page shell (docs/product.md §2): header, side navigation, content at least 100vh - 64px.
 * Below `sm` the header is compact: burger, short product name and the user's avatar.
 */
export function AdminShell() {
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header px={{ base: 'sm', sm: 'lg' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t.shell.toggleNav}
            />
            <BrandLogo to={paths.home} size="sm" compact />
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Box
          mih={`calc(100vh - ${HEADER_HEIGHT}px)`}
          p={{ base: 'md', md: 32 }}
          maw={1280}
          data-testid="admin-content"
        >
          <ReadOnlyBanner />
          <RequireCompany>
            <Outlet />
          </RequireCompany>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
