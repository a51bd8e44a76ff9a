import { Button, Group, Select } from '@mantine/core';
import { type TransactionStatus, transactionStatuses } from '@vd/contract';
import type { HistoryFilter } from '../../api/billing.ts';
import { DayRangeInputs } from '../../components/DayRangeInputs.tsx';
import { t } from '../../i18n/id.ts';

const statusOptions = [
  { value: '', label: t.wallet.allStatuses },
  ...transactionStatuses.map((status) => ({ value: status, label: t.wallet.status[status] })),
];

const isStatus = (value: string | null): value is TransactionStatus =>
  transactionStatuses.some((status) => status === value);

export const noFilter: HistoryFilter = { status: null, date_from: null, date_to: null };

type Props = { value: HistoryFilter; onChange: (next: HistoryFilter) => void };

/** Status and date range of the transaction history (the server's status, date_from, date_to). */
export function HistoryFilters({ value, onChange }: Props) {
  const w = t.wallet;
  const set = (part: Partial<HistoryFilter>) => onChange({ ...value, ...part });
  const filtered = value.status !== null || value.date_from !== null || value.date_to !== null;
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <DayRangeInputs w={170} value={value} onChange={set} />
      <Select
        w={220}
        label={w.statusFilter}
        data={statusOptions}
        value={value.status ?? ''}
        onChange={(status) => set({ status: isStatus(status) ? status : null })}
        allowDeselect={false}
      />
      {filtered && (
        <Button variant="subtle" mt={25} onClick={() => onChange(noFilter)}>
          {w.clearFilters}
        </Button>
      )}
    </Group>
  );
}
