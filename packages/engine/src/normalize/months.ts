/** Month names as printed on shipment documents, English and Indonesian, full and short. */
const NAMES: ReadonlyArray<readonly string[]> = [
  ['january', 'januari', 'jan'],
  ['february', 'februari', 'feb', 'pebruari', 'peb'],
  ['march', 'maret', 'mar'],
  ['april', 'apr'],
  ['may', 'mei'],
  ['june', 'juni', 'jun'],
  ['july', 'juli', 'jul'],
  ['august', 'agustus', 'aug', 'agu', 'agt', 'ags'],
  ['september', 'sept', 'sep'],
  ['october', 'oktober', 'oct', 'okt'],
  ['november', 'nopember', 'nov', 'nop'],
  ['december', 'desember', 'dec', 'des'],
];

const BY_NAME = new Map<string, number>(NAMES.flatMap((names, index) => names.map((n) => [n, index + 1])));

/** Every month name known, lower case, English and Indonesian, full and short. */
export const MONTH_NAMES: readonly string[] = NAMES.flat();

/** Month number 1-12 of an English or Indonesian month name (full or short, any case, with a dot). */
export const monthOf = (name: string): number | undefined =>
  BY_NAME.get(name.toLowerCase().replace(/\.$/, ''));
