import type { PaymentNotification, TransactionStatus } from '@vd/contract';
import { slotLedger, topupTransactions } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { paymentGateway } from '../gateway/gateway.ts';
import { signatureMatches } from '../gateway/signature.ts';
import { issueInvoice } from '../invoice/create-invoice.ts';
import { notifyPayment } from '../notify-payment.ts';

/** Midtrans' transaction_status (and fraud_status) as our state (docs/domain.md "Payment gateway"). */
export function statusOf(transactionStatus: string, fraudStatus?: string): TransactionStatus {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      return fraudStatus === 'accept' ? 'paid' : fraudStatus === 'deny' ? 'failed' : 'pending';
    case 'deny':
    case 'failure':
      return 'failed';
    case 'cancel':
      return 'cancelled';
    case 'expire':
      return 'expired';
    default:
      return 'pending';
  }
}

/**
 * Status only moves forward: pending ends in one final state. One exception: a payment the gateway
 * confirms after our own timer marked the top-up expired is still credited (the money was taken).
 */
export function movesForward(from: TransactionStatus, to: TransactionStatus): boolean {
  if (from === 'pending') return to !== 'pending';
  return from === 'expired' && to === 'paid';
}

/** "166500.00" or "166500" equal to the stored whole-rupiah total. */
function amountMatches(raw: string, total: number): boolean {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(raw);
  return !!match && Number(match[1]) === total && !/[1-9]/.test(match[2] ?? '');
}

/**
 * The gateway's notification: signature checked on the raw strings in constant time, then only a
 * trigger: the status acted on is the one the gateway's status call confirms (the signature does
 * not cover `transaction_status`), its amount checked against the stored transaction, status moved
 * forward only, slots credited exactly once (row lock + unique ledger reference, one database
 * transaction), and the payment e-mail queued in that same transaction.
 */
export async function applyNotification(
  ctx: AppContext,
  n: PaymentNotification,
): Promise<{ status: TransactionStatus; credited: boolean }> {
  if (!signatureMatches(n.signature_key, n, ctx.config.payment.serverKey)) {
    throw new AppError('SIGNATURE_INVALID');
  }
  // transaction_status is not signed, status_code is: a paid status must carry the signed 200.
  if (statusOf(n.transaction_status, n.fraud_status) === 'paid' && n.status_code !== '200')
    throw new AppError('SIGNATURE_INVALID');
  const confirmed = await paymentGateway(ctx).transactionStatus(n.order_id);
  if (!confirmed) throw new AppError('NOT_FOUND');
  const next = statusOf(confirmed.transaction_status, confirmed.fraud_status);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(topupTransactions)
      .where(eq(topupTransactions.order_id, n.order_id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (
      !amountMatches(n.gross_amount, row.total_idr) ||
      !amountMatches(confirmed.gross_amount, row.total_idr)
    )
      throw new AppError('AMOUNT_MISMATCH');
    if (!movesForward(row.status, next)) return { status: row.status, credited: false };
    const now = new Date();
    await tx
      .update(topupTransactions)
      .set({
        status: next,
        updated_at: now,
        ...(next === 'paid' && { paid_at: now }),
        ...(confirmed.payment_type && { payment_type: confirmed.payment_type }),
        ...(confirmed.transaction_id && { gateway_transaction_id: confirmed.transaction_id }),
      })
      .where(eq(topupTransactions.id, row.id));
    if (next === 'failed') await notifyPayment(tx, ctx, row, 'failed');
    if (next !== 'paid') return { status: next, credited: false };
    const credited = await tx
      .insert(slotLedger)
      .values({
        company_id: row.company_id,
        delta: row.slots,
        kind: 'topup',
        reference: row.id,
        note: `${row.package_name} (${row.order_id})`,
      })
      .onConflictDoNothing()
      .returning({ id: slotLedger.id });
    if (credited.length === 1) {
      await issueInvoice(tx, row);
      await notifyPayment(tx, ctx, row, 'paid');
    }
    return { status: next, credited: credited.length === 1 };
  });
}
