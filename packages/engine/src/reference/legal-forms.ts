import type { Word } from '../types.ts';

/**
 * A company's legal forms, as printed after its name (letters only: "CO., LTD." is CO and LTD).
 * A line of these words alone is never an address, a date or another field's value: a name that
 * wrapped there takes it (extract/read-single.ts when reading, suggest/names.ts when proposing).
 * Not the list of words a text comparison ignores (`LEGAL_FORMS` in compare/text-key.ts: it holds
 * the prefixes PT, CV and UD, and not PRIVATE or PVT); widening that one would change comparisons.
 */
const LEGAL_FORMS = new Set([
  'LIMITED',
  'LTD',
  'PRIVATE',
  'PVT',
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'INC',
  'INCORPORATED',
  'LLC',
  'LLP',
  'PLC',
  'PTE',
  'PTY',
  'SDN',
  'BHD',
  'TBK',
  'PERSERO',
  'GMBH',
  // "Gesellschaft mbH" written apart; Poland's "sp. z o.o." (its last part "O.O.").
  'MBH',
  'OO',
  'AG',
  'KG',
  'BV',
  'NV',
  'SA',
  'SAS',
  'SL',
  'SARL',
  'SRL',
  'SPA',
  'AB',
  'AS',
  'OY',
  'KK',
  'JSC',
  // The Gulf's: an establishment, a limited liability company (Qatar, Bahrain), free-zone companies.
  'EST',
  'WLL',
  'FZE',
  'FZCO',
]);

/** True for a word that is a legal form, its punctuation aside ("LTD.", "CO.,"). */
export const isLegalForm = (word: Pick<Word, 'text'>): boolean =>
  LEGAL_FORMS.has(word.text.toUpperCase().replace(/[^A-Z]/g, ''));

/** Legal forms written right before another ("PTY LTD", "SDN BHD"), by the form they stand before. */
const FORMS_BEFORE: Readonly<Record<string, readonly string[]>> = {
  LTD: ['PTY', 'PTE', 'PVT'],
  LIMITED: ['PTY', 'PTE', 'PVT', 'PRIVATE'],
  BHD: ['SDN'],
};

/** The legal forms written right before `form` (letters only, capitals), if any stand there. */
export const formsBefore = (form: string): readonly string[] | undefined => FORMS_BEFORE[form];

/**
 * The legal forms printed before an Indonesian company's name ("PT", "CV", "UD", "PD", "FA",
 * "KOPERASI"), lower-case letters only.
 */
export const NAME_PREFIXES: ReadonlySet<string> = new Set(['pt', 'cv', 'ud', 'pd', 'fa', 'koperasi']);
