import { List, Stack, Text } from '@mantine/core';
import { t } from '../../i18n/id.ts';

/** What an Admin and an Anggota may do (docs/product.md §9), next to every choice of a role. */
export function RoleHelp() {
  return (
    <Stack gap={4} data-testid="role-help">
      <Text fz="xs" fw={600} c="dimmed">
        {t.users.roleHelpTitle}
      </Text>
      <List size="xs" spacing={4} c="dimmed">
        <List.Item>{t.users.roleHelp.admin}</List.Item>
        <List.Item>{t.users.roleHelp.member}</List.Item>
      </List>
    </Stack>
  );
}
