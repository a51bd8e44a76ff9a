/** Rupiah and date formatting for the Indonesian interface. Money is whole rupiah (docs/product.md §8). */
const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat('id-ID');
/** Times are shown in WIB (Asia/Jakarta), whatever the browser's zone, and labelled so (as exports are). */
const WIB = 'Asia/Jakarta';
const date = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: WIB,
});
const dateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: WIB,
});

export const formatRupiah = (amount: number): string => rupiah.format(amount);

export const formatNumber = (value: number): string => number.format(value);

/** A 0-1 fraction as a whole percentage: "58%". */
export const formatPercent = (fraction: number): string => `${formatNumber(Math.round(fraction * 100))}%`;

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** "21 November 2025". */
export const formatDate = (value: string | Date): string => date.format(toDate(value));

/** "21 Nov 2025, 14.05 WIB". */
export const formatDateTime = (value: string | Date): string => `${dateTime.format(toDate(value))} WIB`;

const dayMonth = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, already in WIB) as "12 Mei". */
export const formatDayMonth = (day: string): string => dayMonth.format(new Date(`${day}T00:00:00Z`));

/** A size in bytes as "1,2 MB": the contract's, so the server's quota message writes sizes alike. */
export { formatBytes } from '@vd/contract';
