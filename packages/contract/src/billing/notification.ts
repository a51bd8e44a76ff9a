import { z } from 'zod';

/**
 * The gateway's HTTP notification (Midtrans format; the simulator sends the same). Amounts and
 * codes are the raw strings the signature was computed on.
 */
export const ZPaymentNotification = z.looseObject({
  order_id: z.string().max(50),
  status_code: z.string().max(3),
  gross_amount: z.string().max(20).describe('Seperti "166500.00"'),
  signature_key: z
    .string()
    .max(200)
    .describe('sha512_hex(order_id + status_code + gross_amount + server key)'),
  transaction_status: z.string().max(40),
  fraud_status: z.string().max(40).optional(),
  payment_type: z.string().max(40).optional(),
  transaction_id: z.string().max(100).optional(),
});
export type PaymentNotification = z.infer<typeof ZPaymentNotification>;

/** What `/payment-finish` receives from the gateway in its query (display only, never credits). */
export const ZPaymentFinishQuery = z.object({
  order_id: z.string(),
  status_code: z.string().optional(),
  transaction_status: z.string().optional(),
});
export type PaymentFinishQuery = z.infer<typeof ZPaymentFinishQuery>;
