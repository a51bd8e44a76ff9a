import { Badge, Table, Text } from '@mantine/core';
import type { ZUserListResponse } from '@vd/contract';
import type { z } from 'zod';
import { formatDate } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

type Users = z.infer<typeof ZUserListResponse>['data'];

const statusColor = { invited: 'yellow', active: 'green', inactive: 'gray' } as const;

export function UsersTable({ users }: { users: Users }) {
  const { columns, status } = t.settings;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.email}</Table.Th>
            <Table.Th>{columns.role}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.joined}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text fz="sm" fw={500}>{`${user.first_name} ${user.last_name}`}</Text>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{t.shell.roles[user.role]}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColor[user.status]}>
                  {status[user.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
