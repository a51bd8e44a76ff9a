import { z } from 'zod';
import { envelope } from '../envelope.ts';

const slots = (what: string) => z.number().int().describe(what);

export const ZSubscriptionResponse = envelope(
  z.object({
    plan: z.literal('prabayar').describe('Prabayar: membeli slot, satu slot satu validasi'),
    slots_bought: slots('Slot dibeli (isi ulang)'),
    slots_bonus: slots('Slot uji coba dan koreksi staf'),
    slots_used: slots('Slot terpakai (validasi dikurangi pengembalian)'),
    slots_left: slots('Sisa slot = saldo'),
    validations_this_month: slots('Validasi yang dijalankan bulan ini (WIB)'),
    month: z.string().describe('Bulan berjalan, YYYY-MM (WIB)'),
    last_topup_at: z.iso.datetime().nullable(),
    usage_by_month: z
      .array(z.object({ month: z.string(), validations: z.number().int(), slots_bought: z.number().int() }))
      .describe('Enam bulan terakhir, untuk grafik'),
  }),
);
export type SubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;
