import type { ReferenceEntry } from './types.ts';

const entry = (code: string, name: string, ...aliases: string[]): ReferenceEntry => ({ code, name, aliases });

/** UN/ECE Recommendation 20 units printed on invoices, packing lists and declarations. */
export const UNITS: readonly ReferenceEntry[] = [
  entry('KGM', 'Kilogram', 'KG', 'KGS', 'KILO', 'KILOS', 'KILOGRAM', 'KILOGRAMS'),
  entry('TNE', 'Ton metrik (1000 kg)', 'MT', 'MTS', 'TON', 'TONS', 'TONNE', 'TONNES'),
  entry('LBR', 'Pound (0,4536 kg)', 'LB', 'LBS', 'POUND', 'POUNDS'),
  entry('GRM', 'Gram', 'GR', 'GRS', 'GRAM', 'GRAMS'),
  entry('PCE', 'Buah (piece)', 'PCS', 'PC', 'PIECE', 'PIECES', 'BUAH'),
  entry('SET', 'Set', 'SETS'),
  entry('NIU', 'Unit', 'UNIT', 'UNITS'),
  entry('PR', 'Pasang (pair)', 'PAIR', 'PAIRS', 'PASANG'),
  entry('DZN', 'Lusin (dozen)', 'DOZEN', 'DOZ', 'LUSIN'),
  entry('MTR', 'Meter', 'M', 'METER', 'METERS', 'METRE'),
  entry('MTK', 'Meter persegi', 'M2', 'SQM', 'SQ M'),
  entry('MTQ', 'Meter kubik', 'M3', 'CBM', 'CU M'),
  entry('LTR', 'Liter', 'L', 'LITER', 'LITRE', 'LITERS'),
];

/** UN/ECE Recommendation 21 package codes (the number of packages on B/Ls and declarations). */
export const PACKAGES: readonly ReferenceEntry[] = [
  entry('CT', 'Karton (carton)', 'CTN', 'CTNS', 'CARTON', 'CARTONS', 'KARTON'),
  entry('PK', 'Koli (package)', 'PKG', 'PKGS', 'PACKAGE', 'PACKAGES', 'KOLI', 'COLLI'),
  entry('BG', 'Karung (bag)', 'BAG', 'BAGS', 'KARUNG', 'SACK', 'SACKS'),
  entry('PX', 'Palet (pallet)', 'PLT', 'PLTS', 'PALLET', 'PALLETS', 'PALET'),
  entry('DR', 'Drum', 'DRUM', 'DRUMS'),
  entry('BX', 'Kotak (box)', 'BOX', 'BOXES'),
  entry('RO', 'Gulungan (roll)', 'ROLL', 'ROLLS'),
  entry('CS', 'Peti (case)', 'CASE', 'CASES'),
  entry('CR', 'Krat (crate)', 'CRATE', 'CRATES'),
  entry('BE', 'Bundel (bundle)', 'BUNDLE', 'BUNDLES', 'BDL', 'BDLS'),
  entry('BL', 'Bal (bale)', 'BALE', 'BALES'),
  entry('JR', 'Jeriken (jerrican)', 'JERRICAN', 'JERRY CAN'),
];

/** Units counted in whole pieces: "1,200 CTNS" cannot be 1.2 cartons. */
export const COUNTED_UNITS: ReadonlySet<string> = new Set(['PCE', 'SET', 'NIU', 'PR', 'DZN']);
