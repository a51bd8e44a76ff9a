import { type Invoice, ppnRule } from '@vd/contract';
import { companies, type Db, invoices, topupTransactions } from '@vd/db';
import { and, eq, type InferSelectModel } from 'drizzle-orm';
import { AppError } from '../../../errors.ts';
import { findInvoice } from './invoice-view.ts';
import { nextInvoiceNumber } from './next-invoice-number.ts';

/**
 * The invoice of a paid top-up (POST invoice), with the company's name, address and NPWP as they
 * are now. Idempotent: a second call answers the invoice already issued (`created: false`). A
 * top-up confirmed by the gateway already has one (issueInvoice, in the same transaction).
 */
export async function createInvoice(
  db: Db,
  companyId: string,
  transactionId: string,
): Promise<{ invoice: Invoice; created: boolean }> {
  const id = await db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(topupTransactions)
      .where(and(eq(topupTransactions.id, transactionId), eq(topupTransactions.company_id, companyId)))
      .for('update');
    if (!t) throw new AppError('NOT_FOUND');
    if (t.status !== 'paid') throw new AppError('TRANSACTION_NOT_PAID');
    return issueInvoice(tx, t);
  });
  return { invoice: await findInvoice(db, companyId, id.id), created: id.created };
}

/**
 * Issues the invoice of a paid top-up inside the caller's transaction, once: the payment
 * notification that marks the top-up paid calls it, so the invoice exists from that moment.
 */
export async function issueInvoice(
  tx: Db,
  t: Pick<
    InferSelectModel<typeof topupTransactions>,
    'id' | 'company_id' | 'package_name' | 'slots' | 'price_idr' | 'dpp_idr' | 'ppn_idr' | 'total_idr'
  >,
): Promise<{ id: string; created: boolean }> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.transaction_id, t.id));
  if (existing) return { id: existing.id, created: false };
  const [company] = await tx.select().from(companies).where(eq(companies.id, t.company_id));
  const [row] = await tx
    .insert(invoices)
    .values({
      company_id: t.company_id,
      transaction_id: t.id,
      number: await nextInvoiceNumber(tx),
      company_name: company!.name,
      company_address: company!.address,
      company_npwp: company!.npwp,
      package_name: t.package_name,
      slots: t.slots,
      price_idr: t.price_idr,
      dpp_idr: t.dpp_idr,
      ppn_idr: t.ppn_idr,
      total_idr: t.total_idr,
      ppn_rate_percent: ppnRule.rate_percent,
    })
    .returning({ id: invoices.id });
  return { id: row!.id, created: true };
}
