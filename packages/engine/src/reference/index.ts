import { COUNTRIES } from './countries.ts';
import { CURRENCIES } from './currencies.ts';
import { PORTS } from './ports.ts';
import { CUSTOMS_OFFICES, INCOTERM_ENTRIES } from './trade.ts';
import type { ReferenceEntry, ReferenceListName } from './types.ts';
import { PACKAGES, UNITS } from './units.ts';

export {
  type NormalizeReference,
  REFERENCE_LISTS,
  type ReferenceEntry,
  type ReferenceListName,
  referenceKey,
} from './types.ts';
export { COUNTED_UNITS } from './units.ts';

/**
 * The shipped reference lists (read-only). HS codes ship empty: the tariff book is not open data,
 * so each company imports its own list.
 */
export const SHIPPED_REFERENCE: Readonly<Record<ReferenceListName, readonly ReferenceEntry[]>> = {
  hs_code: [],
  port: PORTS,
  country: COUNTRIES,
  currency: CURRENCIES,
  unit: UNITS,
  package: PACKAGES,
  incoterm: INCOTERM_ENTRIES,
  customs_office: CUSTOMS_OFFICES,
};
