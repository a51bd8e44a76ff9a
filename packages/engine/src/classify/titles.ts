import { tokensOf } from '../extract/tokens.ts';

/**
 * Other titles under which the document types of export and import are printed (docs/domain.md):
 * a carrier's "SEA WAYBILL" is the shipment's bill of lading, a "DAFTAR KEMASAN" its packing
 * list. Keyed by the type's usual name (or code), as a company names its document types.
 */
const TITLES: ReadonlyArray<{ names: readonly string[]; titles: readonly string[] }> = [
  {
    names: ['bill of lading', 'b/l', 'bl'],
    titles: ['sea waybill', 'seaway bill', 'ocean bill of lading', 'konosemen', 'express bill of lading'],
  },
  { names: ['commercial invoice', 'invoice', 'inv'], titles: ['invoice', 'faktur', 'faktur penjualan'] },
  { names: ['packing list', 'pl'], titles: ['daftar kemasan', 'packing and weight list', 'weight list'] },
  { names: ['peb'], titles: ['pemberitahuan ekspor barang'] },
  { names: ['pib'], titles: ['pemberitahuan impor barang'] },
  { names: ['air waybill', 'awb'], titles: ['air waybill', 'airway bill'] },
  {
    names: ['certificate of origin', 'coo', 'ska'],
    titles: ['certificate of origin', 'surat keterangan asal'],
  },
];

/** The other titles of a document type by its name or code, each as its words (none when unknown). */
export const otherTitlesOf = (name: string): string[][] => {
  const key = tokensOf(name.replace(/[-_]/g, ' ')).join(' ');
  const known = TITLES.find((t) => t.names.some((n) => tokensOf(n).join(' ') === key));
  return (known?.titles ?? []).map((t) => tokensOf(t));
};
