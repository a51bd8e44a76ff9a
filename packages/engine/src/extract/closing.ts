import { tokensOf } from './tokens.ts';

/**
 * First words of a line that closes a table or a page, never of an item: a page footer
 * ("Page 1 of 2", "Halaman 1"), a totals line ("TOTAL AMOUNT", "Jumlah", "Subtotal"), a
 * carried-forward or continued note, an amount in words ("SAY ...", "Terbilang").
 */
const CLOSING: ReadonlySet<string> = new Set([
  'page',
  'halaman',
  'hal',
  'total',
  'totals',
  'subtotal',
  'grand',
  'jumlah',
  'carried',
  'continued',
  'bersambung',
  'say',
  'terbilang',
]);

/** True when a text opens with a word that closes a table ("JUMLAH / TOTAL", "Page 2"). */
export const closesTableText = (text: string): boolean => CLOSING.has(tokensOf(text)[0] ?? '');
