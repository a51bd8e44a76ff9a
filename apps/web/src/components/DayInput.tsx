import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/id';
import { t } from '../i18n/id.ts';

dayjs.extend(customParseFormat);

/** What a user may type: day first, as Indonesians write dates (22/11/2026, 22-11-2026, 22.11.2026). */
const TYPED = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DD.MM.YYYY', 'D.M.YYYY', 'YYYY-MM-DD'];

/** A typed day as `YYYY-MM-DD`, or null while it is not a whole, real date. */
export function parseDay(text: string): string | null {
  const day = dayjs(text.trim(), TYPED, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

type Props = {
  label: string;
  /** `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  onChange: (day: string | null) => void;
  error?: string;
  w?: number;
};

/**
 * A day field shown and typed day first (DD/MM/YYYY) with an Indonesian calendar, whatever the
 * browser's language: a native date input follows the browser's locale (MM/DD on an English one).
 */
export function DayInput({ label, value, onChange, error, w }: Props) {
  return (
    <DateInput
      w={w}
      label={label}
      value={value}
      onChange={onChange}
      locale="id"
      valueFormat="DD/MM/YYYY"
      dateParser={parseDay}
      placeholder={t.common.datePlaceholder}
      clearable
      error={error}
    />
  );
}
