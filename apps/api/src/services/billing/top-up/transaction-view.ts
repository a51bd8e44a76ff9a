import type { Transaction } from '@vd/contract';
import type { topupTransactions } from '@vd/db';

type Row = typeof topupTransactions.$inferSelect;

/** A stored top-up as the contract shows it. */
export function transactionView(row: Row, invoiceId: string | null): Transaction {
  return {
    id: row.id,
    order_id: row.order_id,
    status: row.status,
    package_id: row.package_id,
    package_name: row.package_name,
    slots: row.slots,
    price: row.price_idr,
    dpp: row.dpp_idr,
    ppn: row.ppn_idr,
    total: row.total_idr,
    gateway: row.gateway,
    payment_type: row.payment_type,
    redirect_url: row.status === 'pending' ? row.redirect_url : null,
    invoice_id: invoiceId,
    expires_at: row.expires_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
