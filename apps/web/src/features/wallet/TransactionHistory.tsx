import { Alert, Group, Loader, Pagination, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type TransactionStatus, transactionStatuses } from '@vd/contract';
import { useState } from 'react';
import { useTransactionHistory } from '../../api/billing.ts';
import { t } from '../../i18n/id.ts';
import { TransactionTable } from './TransactionTable.tsx';

const PER_PAGE = 10;

const statusOptions = [
  { value: '', label: t.wallet.allStatuses },
  ...transactionStatuses.map((status) => ({ value: status, label: t.wallet.status[status] })),
];

const isStatus = (value: string | null): value is TransactionStatus =>
  transactionStatuses.some((status) => status === value);

/** GET transaction/history with a status filter and pagination. */
export function TransactionHistory() {
  const [status, setStatus] = useState<TransactionStatus | null>(null);
  const [page, setPage] = useState(1);
  const history = useTransactionHistory(page, PER_PAGE, status);
  const rows = history.data?.data ?? [];
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t.wallet.historyTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {t.wallet.historyText}
          </Text>
        </Stack>
        <Group gap="md" align="flex-end">
          {history.data && (
            <Text fz="sm" c="dimmed">
              {t.wallet.totalRows(history.data.meta.total)}
            </Text>
          )}
          <Select
            w={220}
            label={t.wallet.statusFilter}
            data={statusOptions}
            value={status ?? ''}
            onChange={(value) => {
              setStatus(isStatus(value) ? value : null);
              setPage(1);
            }}
            allowDeselect={false}
          />
        </Group>
      </Group>
      {history.isPending && <Loader size="sm" />}
      {history.isError && (
        <Alert color="red" variant="light">
          {t.wallet.historyError}
        </Alert>
      )}
      {history.data && rows.length === 0 && (
        <Text c="dimmed">{status ? t.wallet.historyEmptyFiltered : t.wallet.historyEmpty}</Text>
      )}
      {rows.length > 0 && <TransactionTable rows={rows} />}
      {history.data && history.data.meta.total_pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={history.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Paper>
  );
}
