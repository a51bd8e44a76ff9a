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

export const slotAdjustmentMessages = {
  deltaNonZero: 'Jumlah koreksi tidak boleh nol',
  deltaInteger: 'Jumlah koreksi harus bilangan bulat',
  reasonMin: 'Alasan minimal 5 karakter',
  reasonMax: 'Alasan maksimal 300 karakter',
} as const;

/** POST slot/adjustment (internal staff only): a manual correction of a company's slots, with a reason. */
export const ZSlotAdjustmentRequest = z.object({
  company_id: z.uuid().describe('Perusahaan yang saldonya dikoreksi'),
  delta: z
    .number({ error: slotAdjustmentMessages.deltaInteger })
    .int(slotAdjustmentMessages.deltaInteger)
    .min(-100_000)
    .max(100_000)
    .refine((v) => v !== 0, slotAdjustmentMessages.deltaNonZero)
    .describe('Slot ditambah (positif) atau dikurangi (negatif); saldo tidak boleh menjadi negatif'),
  reason: z
    .string()
    .trim()
    .min(5, slotAdjustmentMessages.reasonMin)
    .max(300, slotAdjustmentMessages.reasonMax)
    .describe('Alasan koreksi, tercatat pada entri buku slot'),
});
export type SlotAdjustmentRequest = z.infer<typeof ZSlotAdjustmentRequest>;

export const ZSlotAdjustmentResponse = envelope(
  z.object({
    entry: ZSlotEntry,
    balance: z.number().int().nonnegative().describe('Saldo slot perusahaan setelah koreksi'),
  }),
);
export type SlotAdjustmentResponse = z.infer<typeof ZSlotAdjustmentResponse>;
