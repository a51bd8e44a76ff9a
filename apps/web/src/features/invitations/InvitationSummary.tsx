import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { ZInvitation } from '@vd/contract';
import type { z } from 'zod';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

/** Who invites whom: the company, the role and the address the invitation was sent to. */
export function InvitationSummary({ invitation }: { invitation: z.infer<typeof ZInvitation> }) {
  return (
    <Paper withBorder p="md" bg="green.0" data-testid="invitation-summary">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          <IconBuilding size={24} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={600}>{invitation.company_name}</Text>
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {t.invitation.joinAs}
            </Text>
            <Badge variant="light">{t.shell.roles[invitation.role]}</Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {invitation.email}
          </Text>
          <Text fz="xs" c="dimmed">
            {t.invitation.expiresAt(formatDateTime(invitation.expires_at))}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
