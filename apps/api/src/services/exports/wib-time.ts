import { wibWallClock } from '../billing/jakarta-time.ts';

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
