import { Alert, Badge, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useInvitationHistory } from '../../api/invitations.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

const PER_PAGE = 10;
const statusColor = { pending: 'yellow', accepted: 'green', expired: 'gray', revoked: 'red' } as const;

/** GET user/invitation-histories: who was invited, by whom, and what became of it. */
export function InvitationHistory() {
  const [page, setPage] = useState(1);
  const list = useInvitationHistory(page, PER_PAGE);
  const { invitationColumns: columns, invitationStatus: status } = t.users;
  if (list.isPending) return <Loader size="sm" />;
  if (list.isError) {
    return (
      <Alert color="red" variant="light">
        {t.settings.loadError}
      </Alert>
    );
  }
  if (list.data.data.length === 0) return <Text c="dimmed">{t.users.invitationsEmpty}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" data-testid="invitations-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns.email}</Table.Th>
              <Table.Th>{columns.role}</Table.Th>
              <Table.Th>{columns.status}</Table.Th>
              <Table.Th>{columns.invitedBy}</Table.Th>
              <Table.Th>{columns.sent}</Table.Th>
              <Table.Th>{columns.expires}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>{t.shell.roles[invitation.role]}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[invitation.status]}>
                    {status[invitation.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{invitation.invited_by}</Table.Td>
                <Table.Td>{formatDateTime(invitation.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(invitation.expires_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data.meta.total_pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </>
  );
}
