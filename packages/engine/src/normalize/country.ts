import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** ISO 3166 alpha-2 codes of Indonesia's usual trade partners, with English and Indonesian names. */
const COUNTRIES: ReadonlyArray<[string, ...string[]]> = [
  ['ID', 'INDONESIA', 'REPUBLIC OF INDONESIA'],
  ['JP', 'JAPAN', 'JEPANG'],
  ['CN', 'CHINA', 'TIONGKOK', 'PEOPLES REPUBLIC OF CHINA', 'RRT', 'CINA'],
  ['US', 'UNITED STATES', 'UNITED STATES OF AMERICA', 'USA', 'AMERIKA SERIKAT', 'U.S.A.'],
  ['SG', 'SINGAPORE', 'SINGAPURA'],
  ['MY', 'MALAYSIA'],
  ['TH', 'THAILAND', 'THAILAN'],
  ['VN', 'VIETNAM', 'VIET NAM'],
  ['PH', 'PHILIPPINES', 'FILIPINA'],
  ['KR', 'SOUTH KOREA', 'KOREA', 'REPUBLIC OF KOREA', 'KOREA SELATAN'],
  ['TW', 'TAIWAN'],
  ['HK', 'HONG KONG'],
  ['IN', 'INDIA'],
  ['AU', 'AUSTRALIA'],
  ['NZ', 'NEW ZEALAND', 'SELANDIA BARU'],
  ['DE', 'GERMANY', 'JERMAN'],
  ['NL', 'NETHERLANDS', 'THE NETHERLANDS', 'BELANDA', 'HOLLAND'],
  ['GB', 'UNITED KINGDOM', 'UK', 'INGGRIS', 'GREAT BRITAIN'],
  ['FR', 'FRANCE', 'PRANCIS'],
  ['IT', 'ITALY', 'ITALIA'],
  ['ES', 'SPAIN', 'SPANYOL'],
  ['BE', 'BELGIUM', 'BELGIA'],
  ['SA', 'SAUDI ARABIA', 'ARAB SAUDI'],
  ['AE', 'UNITED ARAB EMIRATES', 'UAE', 'UNI EMIRAT ARAB'],
  ['EG', 'EGYPT', 'MESIR'],
  ['PK', 'PAKISTAN'],
  ['BD', 'BANGLADESH'],
  ['CA', 'CANADA', 'KANADA'],
  ['BR', 'BRAZIL', 'BRASIL'],
  ['RU', 'RUSSIA', 'RUSIA', 'RUSSIAN FEDERATION'],
  ['TR', 'TURKEY', 'TURKIYE', 'TURKI'],
];

const BY_NAME = new Map<string, string>(COUNTRIES.flatMap(([code, ...names]) => names.map((n) => [n, code])));
const CODES = new Set(COUNTRIES.map(([code]) => code));

/** True for an ISO 3166 code of the reference list (what normalizeCountry gives a known country). */
export const isKnownCountry = (code: string): boolean => CODES.has(code);

/** Country: ISO 3166 alpha-2 code when the name or code is known, else the name in capitals. */
export const normalizeCountry = (text: string): Normalized => {
  const name = squash(text.toUpperCase().replace(/[^A-Z.\s]/g, ' ')).replace(/\.$/, '');
  if (!name) return fail(EMPTY_REASON);
  if (CODES.has(name)) return ok(name);
  return ok(BY_NAME.get(name) ?? name);
};
