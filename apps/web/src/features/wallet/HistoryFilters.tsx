import { Button, Group, Select } from '@mantine/core';
import { type TransactionStatus, transactionStatuses } from '@vd/contract';
import type { HistoryFilter } from '../../api/billing.ts';
import { DayInput } from '../../components/DayInput.tsx';
import { t } from '../../i18n/id.ts';

const statusOptions = [
  { value: '', label: t.wallet.allStatuses },
  ...transactionStatuses.map((status) => ({ value: status, label: t.wallet.status[status] })),
];

const isStatus = (value: string | null): value is TransactionStatus =>
  transactionStatuses.some((status) => status === value);

export const noFilter: HistoryFilter = { status: null, date_from: null, date_to: null };

/** A range with the end before the start is not sent: the field says why. */
export const rangeIsValid = (f: HistoryFilter) => !f.date_from || !f.date_to || f.date_from <= f.date_to;

type Props = { value: HistoryFilter; onChange: (next: HistoryFilter) => void };

/** Status and date range of the transaction history (the server's status, date_from, date_to). */
export function HistoryFilters({ value, onChange }: Props) {
  const w = t.wallet;
  const set = (part: Partial<HistoryFilter>) => onChange({ ...value, ...part });
  const filtered = value.status !== null || value.date_from !== null || value.date_to !== null;
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <DayInput
        w={170}
        label={w.dateFrom}
        value={value.date_from}
        onChange={(day) => set({ date_from: day })}
      />
      <DayInput
        w={170}
        label={w.dateTo}
        value={value.date_to}
        error={rangeIsValid(value) ? undefined : w.dateOrder}
        onChange={(day) => set({ date_to: day })}
      />
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
