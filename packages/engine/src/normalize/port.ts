import { EMPTY_REASON, fail, type Normalized, ok, squash } from './result.ts';

/** UN/LOCODEs of the ports most often on Indonesian export and import documents. */
const PORTS: ReadonlyArray<[string, ...string[]]> = [
  ['IDTPP', 'TANJUNG PRIOK', 'TANJUNG PRIUK', 'TG PRIOK', 'TG. PRIOK', 'JAKARTA'],
  ['IDSUB', 'TANJUNG PERAK', 'TG PERAK', 'TG. PERAK', 'SURABAYA'],
  ['IDSRG', 'TANJUNG EMAS', 'TANJUNG MAS', 'TG EMAS', 'SEMARANG'],
  ['IDBLW', 'BELAWAN', 'MEDAN'],
  ['IDMAK', 'MAKASSAR', 'SOEKARNO HATTA MAKASSAR'],
  ['IDPNK', 'PONTIANAK'],
  ['IDBPN', 'BALIKPAPAN'],
  ['IDPLM', 'PALEMBANG', 'BOOM BARU'],
  ['IDPNJ', 'PANJANG', 'LAMPUNG'],
  ['IDBTM', 'BATAM', 'BATU AMPAR'],
  ['SGSIN', 'SINGAPORE', 'SINGAPURA'],
  ['MYPKG', 'PORT KLANG', 'PORT KELANG'],
  ['JPTYO', 'TOKYO'],
  ['JPYOK', 'YOKOHAMA'],
  ['JPOSA', 'OSAKA'],
  ['JPUKB', 'KOBE'],
  ['JPNGO', 'NAGOYA'],
  ['CNSHA', 'SHANGHAI'],
  ['CNNGB', 'NINGBO'],
  ['CNSZX', 'SHENZHEN'],
  ['HKHKG', 'HONG KONG'],
  ['KRPUS', 'BUSAN', 'PUSAN'],
  ['TWKHH', 'KAOHSIUNG'],
  ['USLAX', 'LOS ANGELES'],
  ['USLGB', 'LONG BEACH'],
  ['USNYC', 'NEW YORK'],
  ['NLRTM', 'ROTTERDAM'],
  ['DEHAM', 'HAMBURG'],
  ['BEANR', 'ANTWERP', 'ANTWERPEN'],
  ['AUSYD', 'SYDNEY'],
  ['AUMEL', 'MELBOURNE'],
  ['AEJEA', 'JEBEL ALI'],
  ['INNSA', 'NHAVA SHEVA', 'JAWAHARLAL NEHRU'],
  ['VNSGN', 'HO CHI MINH', 'HO CHI MINH CITY', 'CAT LAI'],
  ['THLCH', 'LAEM CHABANG'],
];

const BY_NAME = new Map<string, string>(PORTS.flatMap(([code, ...names]) => names.map((n) => [n, code])));
const CODES = new Set(PORTS.map(([code]) => code));

/** True for a UN/LOCODE of the reference list (what normalizePort gives a known port). */
export const isKnownPort = (code: string): boolean => CODES.has(code);

/**
 * Port: its UN/LOCODE when written as one or as a known name ("TANJUNG PRIOK, JAKARTA" ->
 * IDTPP, the first known name wins), else the name in capitals.
 */
export const normalizePort = (text: string): Normalized => {
  const name = squash(text.toUpperCase().replace(/[^A-Z0-9.\s,]/g, ' '));
  if (!name) return fail(EMPTY_REASON);
  const code = name.split(/[\s,]+/).find((token) => CODES.has(token));
  if (code) return ok(code);
  for (const part of name.split(/\s*[,-]\s*/)) {
    const known = BY_NAME.get(part.replace(/\.$/, '')) ?? BY_NAME.get(part.replace(/\bPORT OF\s+/, ''));
    if (known) return ok(known);
  }
  return ok(name.replace(/\s*,\s*/g, ', '));
};
