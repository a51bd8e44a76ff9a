import { Badge, Table, Text } from '@mantine/core';
import type { Transaction, TransactionStatus } from '@vd/contract';
import { formatDateTime, formatNumber, formatRupiah } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { InvoiceActions } from './InvoiceActions.tsx';
import { PendingActions } from './PendingActions.tsx';

export const statusColor: Record<TransactionStatus, string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  cancelled: 'gray',
};

export function StatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge variant="light" color={statusColor[status]} data-testid="transaction-status">
      {t.wallet.status[status]}
    </Badge>
  );
}

/** The rows of GET transaction/history: invoice actions of paid ones, resume or cancel of pending ones. */
export function TransactionTable({ rows }: { rows: Transaction[] }) {
  const { columns } = t.wallet;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="transactions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.date}</Table.Th>
            <Table.Th>{columns.order}</Table.Th>
            <Table.Th>{columns.package}</Table.Th>
            <Table.Th ta="right">{columns.amount}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.invoice}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="transaction-row" data-order-id={row.order_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace">
                  {row.order_id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{row.package_name}</Text>
                <Text fz="xs" c="dimmed">
                  {t.wallet.packageSlots(formatNumber(row.slots))}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupiah(row.total)}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                {row.status === 'pending' ? (
                  <PendingActions transaction={row} />
                ) : (
                  <InvoiceActions transaction={row} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
