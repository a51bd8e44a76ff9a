import { describe, expect, it } from 'vitest';
import { normalize } from '../normalize/index.ts';
import { SHIPPED_REFERENCE } from './index.ts';
import type { ReferenceEntry } from './types.ts';

const withEntry = (list: readonly ReferenceEntry[], entry: ReferenceEntry) => [...list, entry];

describe('reference lists', () => {
  it('ships every ISO country in Indonesian and every ISO currency', () => {
    expect(SHIPPED_REFERENCE.country.length).toBeGreaterThan(240);
    expect(SHIPPED_REFERENCE.country.find((c) => c.code === 'JP')?.name).toBe('Jepang');
    expect(SHIPPED_REFERENCE.currency.find((c) => c.code === 'USD')?.name).toBe('Dolar Amerika Serikat');
    expect(SHIPPED_REFERENCE.incoterm.map((c) => c.code)).toHaveLength(11);
    expect(SHIPPED_REFERENCE.hs_code).toEqual([]);
  });

  it('normalisers read the lists they are given: a company alias of a port, a country, a package, a weight unit', () => {
    const port = withEntry(SHIPPED_REFERENCE.port, {
      code: 'IDKTG',
      name: 'Ketapang',
      aliases: ['PELABUHAN KETAPANG'],
    });
    expect(normalize('port', 'Pelabuhan Ketapang').value).toBe('PELABUHAN KETAPANG');
    expect(normalize('port', 'Pelabuhan Ketapang', { reference: { port } }).value).toBe('IDKTG');
    const country = SHIPPED_REFERENCE.country.map((c) =>
      c.code === 'JP' ? { ...c, aliases: [...c.aliases, 'NIPPON'] } : c,
    );
    expect(normalize('country', 'Nippon', { reference: { country } }).value).toBe('JP');
    const pack = withEntry(SHIPPED_REFERENCE.package, { code: 'SA', name: 'Sack', aliases: ['GONI'] });
    expect(normalize('quantity', '40 GONI', { reference: { package: pack } })).toEqual({
      value: 40,
      unit: 'SA',
    });
    const unit = SHIPPED_REFERENCE.unit.map((u) =>
      u.code === 'TNE' ? { ...u, aliases: [...u.aliases, 'METRIC TON'] } : u,
    );
    expect(normalize('weight', '2 METRIC TON', { reference: { unit } }).value).toBe(2000);
  });
});
