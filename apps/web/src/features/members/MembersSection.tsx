import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMailForward, IconUsers } from '@tabler/icons-react';
import { t } from '../../i18n/id.ts';
import { InvitationHistory } from '../invitations/InvitationHistory.tsx';
import { InviteButton } from '../invitations/InviteButton.tsx';
import { MembersTab } from './MembersTab.tsx';

/** "Pengguna" (owner and admin; a member gets the 403 of docs/product.md §5): users and invitations. */
export function MembersSection() {
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t.settings.usersTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {t.settings.usersText}
          </Text>
        </Stack>
        <InviteButton />
      </Group>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} />}>
            {t.users.tabUsers}
          </Tabs.Tab>
          <Tabs.Tab value="invitations" leftSection={<IconMailForward size={16} />}>
            {t.users.tabInvitations}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <MembersTab />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationHistory />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
