import { type NumberOptions, parseNumber } from './number.ts';
import type { Normalized } from './result.ts';

const SYMBOLS: Record<string, string> = {
  RP: 'IDR',
  US$: 'USD',
  $: 'USD',
  '€': 'EUR',
  '¥': 'JPY',
  '£': 'GBP',
  S$: 'SGD',
};
const CODES = new Set(
  'IDR USD EUR JPY CNY SGD MYR THB AUD GBP HKD KRW TWD INR SAR AED CHF CAD NZD PHP VND'.split(' '),
);

/** The ISO 4217 code written next to an amount, if any. */
export const findCurrency = (text: string): string | undefined => {
  const upper = text.toUpperCase();
  for (const word of upper.match(/[A-Z]{3}/g) ?? []) if (CODES.has(word)) return word;
  for (const [symbol, code] of Object.entries(SYMBOLS)) if (upper.includes(symbol)) return code;
  return undefined;
};

/** Money: the amount as a number, the currency as unit when written. */
export const normalizeMoney = (text: string, options: NumberOptions = {}): Normalized => {
  const amount = parseNumber(text.replace(/US\$|S\$/gi, ' '), options);
  if (amount.value === null) return amount;
  const currency = findCurrency(text);
  return currency ? { value: amount.value, unit: currency } : { value: amount.value };
};
