import type { ReferenceEntry } from './types.ts';

const entry = (code: string, name: string, ...aliases: string[]): ReferenceEntry => ({ code, name, aliases });

/** The eleven rules of Incoterms 2020 (ICC), with the older codes documents still print as aliases. */
export const INCOTERM_ENTRIES: readonly ReferenceEntry[] = [
  entry('EXW', 'Ex Works'),
  entry('FCA', 'Free Carrier'),
  entry('CPT', 'Carriage Paid To'),
  entry('CIP', 'Carriage and Insurance Paid To'),
  entry('DAP', 'Delivered at Place', 'DAF', 'DES', 'DDU'),
  entry('DPU', 'Delivered at Place Unloaded', 'DAT', 'DEQ'),
  entry('DDP', 'Delivered Duty Paid'),
  entry('FAS', 'Free Alongside Ship'),
  entry('FOB', 'Free on Board'),
  entry('CFR', 'Cost and Freight', 'CNF', 'C&F'),
  entry('CIF', 'Cost, Insurance and Freight'),
];

/**
 * Customs offices (KPPBC) by their six-digit office codes, as a nomor aju of the older layout
 * begins with them. A short list of the main offices; a company adds the others it deals with.
 */
export const CUSTOMS_OFFICES: readonly ReferenceEntry[] = [
  entry('040300', 'KPU Bea dan Cukai Tipe A Tanjung Priok', 'KPU TANJUNG PRIOK', 'KPPBC TMP A JAKARTA'),
  entry('050100', 'KPPBC TMP A Bogor', 'KPPBC BOGOR'),
  entry('050200', 'KPPBC TMP A Purwakarta', 'KPPBC PURWAKARTA'),
  entry('050300', 'KPPBC TMP A Bekasi', 'KPPBC BEKASI'),
  entry('060100', 'KPPBC TMP Tanjung Emas', 'KPPBC TANJUNG EMAS'),
  entry('070100', 'KPPBC TMP Tanjung Perak', 'KPPBC TANJUNG PERAK'),
  entry('070300', 'KPPBC TMP Pasuruan', 'KPPBC PASURUAN'),
  entry('070600', 'KPPBC TMP C Gresik', 'KPPBC GRESIK'),
];
