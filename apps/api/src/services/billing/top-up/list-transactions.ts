import type { TransactionHistoryQuery, TransactionHistoryResponse } from '@vd/contract';
import { type Db, invoices, topupTransactions } from '@vd/db';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { pageMeta } from '../../pagination.ts';
import { wibDayStart } from '../../wib-time.ts';
import { expireTopups } from './expire-topups.ts';
import { transactionView } from './transaction-view.ts';

/** One company's top-ups, newest first, by status, order id and WIB date range. */
export async function listTransactions(
  db: Db,
  companyId: string,
  query: TransactionHistoryQuery,
): Promise<Omit<TransactionHistoryResponse, 'message'>> {
  await expireTopups(db, companyId);
  const t = topupTransactions;
  const where = and(
    eq(t.company_id, companyId),
    query.status ? eq(t.status, query.status) : undefined,
    query.order_id ? eq(t.order_id, query.order_id) : undefined,
    query.date_from ? gte(t.created_at, wibDayStart(query.date_from)) : undefined,
    query.date_to ? lt(t.created_at, wibDayStart(query.date_to, 1)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ t, invoice_id: invoices.id })
      .from(t)
      .leftJoin(invoices, eq(invoices.transaction_id, t.id))
      .where(where)
      .orderBy(desc(t.created_at), desc(t.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    data: rows.map((r) => transactionView(r.t, r.invoice_id)),
    meta: pageMeta(query, total?.total ?? 0),
  };
}
