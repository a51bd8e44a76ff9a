/** Months and days of the product are Western Indonesian Time (WIB, UTC+7, no daylight saving). */
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
