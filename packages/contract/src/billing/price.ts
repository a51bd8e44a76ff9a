import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** PPN of docs/domain.md: 12% on a tax base (DPP) of 11/12 of the price, i.e. effectively 11%. */
export const ppnRule = { rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 } as const;

/** The tax lines of a price in whole rupiah: DPP = round(price x 11/12), PPN = round(DPP x 12%). */
export function taxOf(price: number): { price: number; dpp: number; ppn: number; total: number } {
  const dpp = Math.round((price * ppnRule.dpp_numerator) / ppnRule.dpp_denominator);
  const ppn = Math.round((dpp * ppnRule.rate_percent) / 100);
  return { price, dpp, ppn, total: price + ppn };
}

const rupiah = (what: string) => z.number().int().nonnegative().describe(`${what}, rupiah utuh`);

/** The money lines shared by a package, a transaction and an invoice. */
export const ZMoneyLines = z.object({
  price: rupiah('Harga sebelum PPN'),
  dpp: rupiah('Dasar pengenaan pajak (DPP) = 11/12 x harga'),
  ppn: rupiah('PPN 12% x DPP (efektif 11% dari harga)'),
  total: rupiah('Total dibayar = harga + PPN'),
});
export type MoneyLines = z.infer<typeof ZMoneyLines>;

export const ZSlotPackage = ZMoneyLines.extend({
  id: z.uuid(),
  code: z.string().describe('Kode paket, misalnya SLOT-50'),
  name: z.string().describe('Nama paket, misalnya "Paket 50 Slot"'),
  slots: z.number().int().positive().describe('Jumlah slot validasi yang didapat'),
  price_per_slot: rupiah('Harga per slot sebelum PPN (dibulatkan)'),
});
export type SlotPackage = z.infer<typeof ZSlotPackage>;

export const ZPriceResponse = envelope(
  z.object({
    ppn_rate_percent: z.literal(12).describe('Tarif PPN atas DPP'),
    dpp_fraction: z.literal('11/12').describe('DPP sebagai pecahan harga'),
    currency: z.literal('IDR'),
    packages: z.array(ZSlotPackage).describe('Paket aktif, urut dari yang terkecil'),
  }),
);
export type PriceResponse = z.infer<typeof ZPriceResponse>;
