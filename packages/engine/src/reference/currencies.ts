import currencyCodes from 'currency-codes';
import type { ReferenceEntry } from './types.ts';

const indonesian = new Intl.DisplayNames('id', { type: 'currency' });

/** ISO 4217 currencies in use, named in Indonesian (Intl), with the English name as an alias. */
export const CURRENCIES: readonly ReferenceEntry[] = currencyCodes
  .codes()
  .filter((code) => !code.startsWith('X'))
  .map((code) => {
    const english = currencyCodes.code(code)?.currency ?? code;
    const name = indonesian.of(code) ?? english;
    return { code, name, aliases: name === english ? [] : [english.toUpperCase()] };
  });
