import type { NormalizeReference } from '../reference/types.ts';
import type { DataType, NumberFormat } from '../types.ts';
import { normalizeAju } from './aju.ts';
import { normalizeContainer } from './container.ts';
import { normalizeCountry } from './country.ts';
import { normalizeDate } from './date.ts';
import { normalizeHsCode } from './hs-code.ts';
import { normalizeIncoterm } from './incoterm.ts';
import { normalizeMoney } from './money.ts';
import { normalizeNpwp } from './npwp.ts';
import { parseNumber } from './number.ts';
import { normalizePort } from './port.ts';
import { normalizeQuantity } from './quantity.ts';
import type { Normalized } from './result.ts';
import { normalizeText } from './text.ts';
import { normalizeWeight } from './weight.ts';

export interface NormalizeOptions {
  /** The document's date format (tokens of `format-data/dates`). */
  dateFormat?: string;
  /** Forced number writing, or 'auto'. */
  numberFormat?: NumberFormat;
  /** The number writing detected on the whole document, for tokens ambiguous on their own. */
  documentFormat?: 'id' | 'en';
  /**
   * The library's ports, countries, units and packages (shipped lists with the company's entries
   * and aliases); a list left out is the shipped one.
   */
  reference?: NormalizeReference;
}

/** Normalises raw text by data type; an unreadable value is null with a reason. */
export const normalize = (type: DataType, text: string, options: NormalizeOptions = {}): Normalized => {
  switch (type) {
    case 'text':
      return normalizeText(text);
    case 'number':
      return parseNumber(text, options);
    case 'money':
      return normalizeMoney(text, options);
    case 'weight':
      return normalizeWeight(text, options, options.reference?.unit);
    case 'quantity':
      return normalizeQuantity(text, options, options.reference ?? {});
    case 'date':
      return normalizeDate(text, options);
    case 'hs_code':
      return normalizeHsCode(text);
    case 'npwp':
      return normalizeNpwp(text);
    case 'container':
      return normalizeContainer(text);
    case 'aju':
      return normalizeAju(text);
    case 'port':
      return normalizePort(text, options.reference?.port);
    case 'country':
      return normalizeCountry(text, options.reference?.country);
    case 'incoterm':
      return normalizeIncoterm(text);
  }
};

export { DATE_FORMATS, detectDateFormat } from './date.ts';
export { INCOTERMS, type IncotermParts, incotermParts } from './incoterm.ts';
export { detectNumberFormat } from './number.ts';
export type { Normalized } from './result.ts';
