import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const slotEntryKinds = ['trial', 'topup', 'validation', 'refund', 'adjustment'] as const;
export const ZSlotEntryKind = z
  .enum(slotEntryKinds)
  .describe(
    'trial: uji coba, topup: pembelian, validation: validasi, refund: pengembalian, adjustment: koreksi staf',
  );

export const ZSlotEntry = z.object({
  id: z.uuid(),
  delta: z.number().int().describe('Perubahan slot: positif menambah, negatif memakai'),
  kind: ZSlotEntryKind,
  reference: z.string().nullable().describe('Transaksi atau validasi asal entri'),
  note: z.string().nullable().describe('Keterangan (alasan koreksi oleh staf internal)'),
  created_at: z.iso.datetime(),
});
export type SlotEntry = z.infer<typeof ZSlotEntry>;

export const ZSlotResponse = envelope(
  z.object({
    balance: z.number().int().nonnegative().describe('Saldo slot = jumlah semua entri buku slot'),
    entries: z.array(ZSlotEntry).describe('Entri terbaru (paling baru dahulu, maksimal 20)'),
  }),
);
export type SlotResponse = z.infer<typeof ZSlotResponse>;
