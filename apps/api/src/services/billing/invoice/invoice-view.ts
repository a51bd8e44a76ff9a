import { type Invoice, prefixes } from '@vd/contract';
import { type Db, invoices, topupTransactions } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../errors.ts';
import { formatNpwp } from '../../settings/npwp.ts';

/** One invoice of one company (404 for another company's), as the contract shows it. */
export async function findInvoice(db: Db, companyId: string, id: string): Promise<Invoice> {
  const [row] = await db
    .select({ i: invoices, order_id: topupTransactions.order_id, paid_at: topupTransactions.paid_at })
    .from(invoices)
    .innerJoin(topupTransactions, eq(topupTransactions.id, invoices.transaction_id))
    .where(and(eq(invoices.id, id), eq(invoices.company_id, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  const i = row.i;
  return {
    id: i.id,
    number: i.number,
    transaction_id: i.transaction_id,
    order_id: row.order_id,
    issued_at: i.issued_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    company: { name: i.company_name, address: i.company_address, npwp: formatNpwp(i.company_npwp) },
    package_name: i.package_name,
    slots: i.slots,
    price: i.price_idr,
    dpp: i.dpp_idr,
    ppn: i.ppn_idr,
    total: i.total_idr,
    ppn_rate_percent: i.ppn_rate_percent,
    pdf_url: `${prefixes.api}/invoice/${i.id}?format=pdf`,
  };
}
