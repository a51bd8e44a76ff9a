/**
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that begins with `=`, `+`,
 * `-` or `@` (or a tab or carriage return before one) as a formula. Such text gets a leading `'`,
 * which every spreadsheet shows as text; a cell that is genuinely a number (`-12`, `+3,5`,
 * `-1.234,56`, `1e3`) is left as it is. Every export writer (CSV, XLSX) passes its cells through here.
 */
const formulaStart = /^[=+\-@\t\r]/;
const number = /^[+-]?(?:\d+(?:[.,]\d+)*|[.,]\d+)(?:e[+-]?\d+)?$/i;

export function safeText(text: string): string {
  return formulaStart.test(text) && !number.test(text) ? `'${text}` : text;
}

/** A cell of any type: text neutralised, numbers, dates and empties untouched. */
export function safeCell<T>(cell: T): T | string {
  return typeof cell === 'string' ? safeText(cell) : cell;
}
