import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import id from 'i18n-iso-countries/langs/id.json' with { type: 'json' };
import type { ReferenceEntry } from './types.ts';

countries.registerLocale(en);
countries.registerLocale(id);

/** Names documents print that the ISO names (English and Indonesian) do not carry. */
const EXTRA: Readonly<Record<string, readonly string[]>> = {
  ID: ['REPUBLIC OF INDONESIA'],
  CN: ['TIONGKOK', 'PEOPLES REPUBLIC OF CHINA', 'RRT', 'CINA'],
  US: ['AMERIKA SERIKAT'],
  KR: ['KOREA', 'REPUBLIC OF KOREA', 'KOREA SELATAN'],
  NL: ['THE NETHERLANDS', 'HOLLAND'],
  GB: ['UK', 'INGGRIS', 'GREAT BRITAIN'],
  AE: ['UAE', 'PERSATUAN EMIRAT ARAB'],
  TH: ['THAILAN'],
  VN: ['VIET NAM'],
  TR: ['TURKEY', 'TURKIYE', 'TURKI'],
  RU: ['RUSSIA', 'RUSIA'],
};

/** ISO 3166-1 alpha-2: every country, named in Indonesian, with its English names as aliases. */
export const COUNTRIES: readonly ReferenceEntry[] = Object.entries(countries.getNames('id'))
  .map(([code, name]) => {
    const english = countries.getName(code, 'en', { select: 'all' }) ?? [];
    const aliases = new Set(
      [name, ...english, ...(EXTRA[code] ?? [])].map((n) =>
        n
          .toUpperCase()
          .replace(/[^A-Z.\s]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
    aliases.delete(code);
    return { code, name, aliases: [...aliases].filter(Boolean) };
  })
  .sort((a, b) => a.code.localeCompare(b.code));
