import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZEmail } from '../user/fields.ts';
import { ZMoneyLines } from './price.ts';

export const ZCreateInvoiceRequest = z.object({
  transaction_id: z.uuid().describe('Transaksi yang sudah lunas'),
});
export type CreateInvoiceRequest = z.infer<typeof ZCreateInvoiceRequest>;

export const ZInvoice = ZMoneyLines.extend({
  id: z.uuid(),
  number: z.string().describe('Nomor faktur INV/YYYY/MM/NNNN, berurutan per bulan'),
  transaction_id: z.uuid(),
  order_id: z.string(),
  issued_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  company: z.object({
    name: z.string(),
    address: z.string().nullable(),
    npwp: z.string().nullable().describe('NPWP tertulis, misalnya 01.234.567.8-901.000'),
  }),
  package_name: z.string(),
  slots: z.number().int(),
  ppn_rate_percent: z.number().int(),
  pdf_url: z.string().describe('Alamat PDF faktur (GET dengan token)'),
});
export type Invoice = z.infer<typeof ZInvoice>;

export const ZInvoiceResponse = envelope(ZInvoice);
export type InvoiceResponse = z.infer<typeof ZInvoiceResponse>;

export const ZInvoiceQuery = z.object({
  format: z
    .enum(['json', 'pdf'])
    .optional()
    .describe('pdf: berkas PDF (sama dengan Accept: application/pdf)'),
});

export const ZSendInvoiceRequest = z.object({
  emails: z.array(ZEmail).min(1, 'Masukkan minimal satu alamat email').max(10).describe('Penerima faktur'),
});
export type SendInvoiceRequest = z.infer<typeof ZSendInvoiceRequest>;

export const ZSendInvoiceResponse = envelope(
  z.object({ sent_to: z.array(z.string()).describe('Alamat yang akan menerima faktur (PDF terlampir)') }),
);
export type SendInvoiceResponse = z.infer<typeof ZSendInvoiceResponse>;
