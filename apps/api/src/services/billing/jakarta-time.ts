/** Months and days of the product are Western Indonesian Time (WIB, UTC+7, no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `YYYY-MM` of a moment, in WIB. */
export function wibMonth(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 7);
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
