/**
 * Western Indonesian Time (WIB, UTC+7, no daylight saving): the product's months and days, and the
 * times every export writes (docs/decisions/wib-times.md).
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The moment shifted so that its UTC fields read the WIB wall clock (for formatting, spreadsheets). */
export function wibWallClock(at: Date): Date {
  return new Date(at.getTime() + WIB_OFFSET_MS);
}

/** `YYYY-MM` of a moment, in WIB. */
export function wibMonth(at: Date): string {
  return wibWallClock(at).toISOString().slice(0, 7);
}

/** `YYYY-MM-DD` of a moment, in WIB. */
export function wibDay(at: Date): string {
  return wibWallClock(at).toISOString().slice(0, 10);
}

/** The first moment of a WIB month `YYYY-MM` shifted by `add` months. */
export function wibMonthStart(month: string, add = 0): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + add, 1) - WIB_OFFSET_MS);
}

/** The first moment of a WIB day `YYYY-MM-DD` shifted by `add` days. */
export function wibDayStart(day: string, add = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + add) - WIB_OFFSET_MS);
}

/**
 * A moment as Indonesians write it, in WIB and labelled so: "21/11/2026 14.05 WIB". Every export
 * (CSV, XLSX text, PDF) writes its times through here.
 */
export function wibText(at: Date | string): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const [date, time] = wibWallClock(moment).toISOString().split('T') as [string, string];
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 2)}.${time.slice(3, 5)} WIB`;
}

/** The number format of a spreadsheet date holding the WIB wall clock (`wibWallClock`), labelled. */
export const WIB_CELL_FORMAT = 'dd/mm/yyyy hh:mm "WIB"';
