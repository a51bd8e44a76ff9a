import { Alert, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type HistoryFilter, useTransactionHistory } from '../../api/billing.ts';
import { dayRangeIsValid } from '../../components/DayRangeInputs.tsx';
import { t } from '../../i18n/id.ts';
import { HistoryFilters, noFilter } from './HistoryFilters.tsx';
import { TransactionTable } from './TransactionTable.tsx';

const PER_PAGE = 10;

/** GET transaction/history with status and date-range filters and pagination. */
export function TransactionHistory() {
  const [filter, setFilter] = useState<HistoryFilter>(noFilter);
  const [applied, setApplied] = useState<HistoryFilter>(noFilter);
  const [page, setPage] = useState(1);
  const history = useTransactionHistory(page, PER_PAGE, applied);
  const rows = history.data?.data ?? [];
  const filtered = applied.status !== null || applied.date_from !== null || applied.date_to !== null;
  const change = (next: HistoryFilter) => {
    setFilter(next);
    if (dayRangeIsValid(next)) {
      setApplied(next);
      setPage(1);
    }
  };
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
        {history.data && (
          <Text fz="sm" c="dimmed" data-testid="history-total">
            {t.wallet.totalRows(history.data.meta.total)}
          </Text>
        )}
      </Group>
      <HistoryFilters value={filter} onChange={change} />
      <Stack mt="md" gap={0}>
        {history.isPending && <Loader size="sm" />}
        {history.isError && (
          <Alert color="red" variant="light">
            {t.wallet.historyError}
          </Alert>
        )}
        {history.data && rows.length === 0 && (
          <Text c="dimmed">{filtered ? t.wallet.historyEmptyFiltered : t.wallet.historyEmpty}</Text>
        )}
        {rows.length > 0 && <TransactionTable rows={rows} />}
        {history.data && history.data.meta.total_pages > 1 && (
          <Group justify="flex-end" mt="md">
            <Pagination total={history.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
