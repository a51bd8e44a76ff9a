import type { Transaction } from '@vd/contract';
import { topupTransactions } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { AppError, notFound } from '../../../errors.ts';
import { paymentGateway } from '../gateway/gateway.ts';
import { transactionView } from './transaction-view.ts';

/**
 * Gives up a pending top-up of the caller's company: closed at the gateway first (so it can no
 * longer be paid), then marked `cancelled`. Only a pending one; a payment confirmed meanwhile wins.
 */
export async function cancelTopup(ctx: AppContext, companyId: string, id: string): Promise<Transaction> {
  const [row] = await ctx.db
    .select()
    .from(topupTransactions)
    .where(and(eq(topupTransactions.id, id), eq(topupTransactions.company_id, companyId)));
  if (!row) throw notFound('Transaksi tidak ditemukan.');
  if (row.status !== 'pending') throw notPending();
  await paymentGateway(ctx).cancelPayment(row.order_id);
  const [cancelled] = await ctx.db
    .update(topupTransactions)
    .set({ status: 'cancelled', updated_at: new Date() })
    .where(and(eq(topupTransactions.id, row.id), eq(topupTransactions.status, 'pending')))
    .returning();
  if (!cancelled) throw notPending();
  return transactionView(cancelled, null);
}

const notPending = () =>
  new AppError('CONFLICT', 'Hanya transaksi yang masih menunggu pembayaran yang dapat dibatalkan.');
