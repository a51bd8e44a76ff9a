import { Button, Group, Select, TextInput } from '@mantine/core';
import { type TransactionStatus, transactionStatuses } from '@vd/contract';
import type { HistoryFilter } from '../../api/billing.ts';
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
  const day = (raw: string) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null);
  const filtered = value.status !== null || value.date_from !== null || value.date_to !== null;
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        w={170}
        label={w.dateFrom}
        value={value.date_from ?? ''}
        max={value.date_to ?? undefined}
        onChange={(event) => set({ date_from: day(event.currentTarget.value) })}
      />
      <TextInput
        type="date"
        w={170}
        label={w.dateTo}
        value={value.date_to ?? ''}
        min={value.date_from ?? undefined}
        error={rangeIsValid(value) ? undefined : w.dateOrder}
        onChange={(event) => set({ date_to: day(event.currentTarget.value) })}
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
