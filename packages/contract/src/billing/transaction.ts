import { z } from 'zod';
import { envelope, pagedEnvelope, ZPageQuery } from '../envelope.ts';
import { ZMoneyLines } from './price.ts';

/** docs/product.md §10: pending -> paid | failed | expired | cancelled. */
export const transactionStatuses = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export const ZTransactionStatus = z.enum(transactionStatuses).describe('Status transaksi isi ulang');
export type TransactionStatus = z.infer<typeof ZTransactionStatus>;

export const ZTransaction = ZMoneyLines.extend({
  id: z.uuid(),
  order_id: z.string().describe('Nomor pesanan di gateway pembayaran'),
  status: ZTransactionStatus,
  package_id: z.uuid().nullable(),
  package_name: z.string(),
  slots: z.number().int().describe('Slot yang dikreditkan saat lunas'),
  gateway: z.enum(['midtrans', 'simulator']),
  payment_type: z.string().nullable().describe('Metode pembayaran dari gateway, misalnya bank_transfer'),
  redirect_url: z.string().nullable().describe('Halaman pembayaran (selama pending)'),
  invoice_id: z.uuid().nullable().describe('Faktur yang sudah dibuat untuk transaksi ini'),
  expires_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type Transaction = z.infer<typeof ZTransaction>;

/** POST transaction/{id}/cancel: the pending top-up, now cancelled. */
export const ZTransactionResponse = envelope(ZTransaction);

export const ZTopupRequest = z.object({ package_id: z.uuid().describe('Paket dari GET price') });
export type TopupRequest = z.infer<typeof ZTopupRequest>;

export const ZTopupResponse = envelope(
  z.object({
    transaction: ZTransaction,
    redirect_url: z.string().describe('Arahkan browser ke alamat ini untuk membayar'),
    token: z.string().nullable().describe('Token Snap (Midtrans); null di simulator'),
  }),
);
export type TopupResponse = z.infer<typeof ZTopupResponse>;

export const transactionMessages = {
  dateOrder: 'Tanggal akhir tidak boleh sebelum tanggal awal',
} as const;

const ZDay = z.iso.date().describe('Tanggal YYYY-MM-DD (WIB)');

export const ZTransactionHistoryQuery = ZPageQuery.extend({
  status: ZTransactionStatus.optional(),
  order_id: z.string().max(50).optional().describe('Satu pesanan (halaman /payment-finish)'),
  date_from: ZDay.optional().describe('Dibuat sejak tanggal ini (WIB, inklusif)'),
  date_to: ZDay.optional().describe('Dibuat sampai tanggal ini (WIB, inklusif)'),
}).refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
  message: transactionMessages.dateOrder,
  path: ['date_to'],
});
export type TransactionHistoryQuery = z.infer<typeof ZTransactionHistoryQuery>;

export const ZTransactionHistoryResponse = pagedEnvelope(ZTransaction);
export type TransactionHistoryResponse = z.infer<typeof ZTransactionHistoryResponse>;
