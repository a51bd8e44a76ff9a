import { t } from '../i18n/id.ts';
import { DayInput } from './DayInput.tsx';

/** A range of WIB days, `YYYY-MM-DD` each, either end open. */
export type DayRange = { date_from?: string | null; date_to?: string | null };

/** A range whose end is before its start is not sent: the field says why. */
export const dayRangeIsValid = (range: DayRange): boolean =>
  !range.date_from || !range.date_to || range.date_from <= range.date_to;

type Props = {
  value: DayRange;
  /** The changed end only; an emptied field gives null. */
  onChange: (part: { date_from: string | null } | { date_to: string | null }) => void;
  w?: number;
};

/** "Dari tanggal" and "Sampai tanggal" of a list's filters, with the server's message when reversed. */
export function DayRangeInputs({ value, onChange, w = 160 }: Props) {
  return (
    <>
      <DayInput
        w={w}
        label={t.common.dateFrom}
        value={value.date_from ?? null}
        onChange={(day) => onChange({ date_from: day })}
      />
      <DayInput
        w={w}
        label={t.common.dateTo}
        value={value.date_to ?? null}
        error={dayRangeIsValid(value) ? undefined : t.common.dateOrder}
        onChange={(day) => onChange({ date_to: day })}
      />
    </>
  );
}

/** A changed end for filters that leave an empty end out (undefined) rather than send null. */
export const withoutEmpty = (
  part: { date_from: string | null } | { date_to: string | null },
): { date_from?: string } | { date_to?: string } =>
  'date_from' in part ? { date_from: part.date_from ?? undefined } : { date_to: part.date_to ?? undefined };
