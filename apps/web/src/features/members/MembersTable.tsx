import { Badge, Group, Table, Text } from '@mantine/core';
import { can, type Me, type ZMemberListItem } from '@vd/contract';
import type { z } from 'zod';
import { formatDate } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { MemberActions } from './MemberActions.tsx';

type Member = z.infer<typeof ZMemberListItem>;

const statusColor = { invited: 'yellow', active: 'green', inactive: 'gray' } as const;

/** Owners and admins manage everyone but the owner and themselves (docs/product.md §9). */
function canManage(me: Me | undefined, user: Member): boolean {
  if (!me || me.internal || !can({ role: me.role, company: true }, 'users.manage')) return false;
  return user.role !== 'owner' && user.id !== me.id;
}

export function MembersTable({ users, me }: { users: Member[]; me: Me | undefined }) {
  const { columns, status } = t.settings;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.email}</Table.Th>
            <Table.Th>{columns.role}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.joined}</Table.Th>
            <Table.Th aria-label={t.users.actions} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
            return (
              <Table.Tr key={user.id} data-testid="user-row">
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="sm" fw={500}>
                      {name}
                    </Text>
                    {user.id === me?.id && (
                      <Badge size="xs" variant="outline">
                        {t.users.you}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{t.shell.roles[user.role]}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[user.status]}>
                    {status[user.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDate(user.created_at)}</Table.Td>
                <Table.Td ta="right">
                  {canManage(me, user) && <MemberActions user={user} name={name} />}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
