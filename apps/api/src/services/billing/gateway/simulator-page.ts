import { prefixes } from '@vd/contract';
import type { topupTransactions } from '@vd/db';
import { escapeHtml } from '../../mail/templates.ts';
import { formatRupiah } from '../rupiah.ts';

const statusText = {
  pending: 'Menunggu pembayaran',
  paid: 'Lunas',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
  cancelled: 'Dibatalkan',
} as const;

const style = `body{font-family:Poppins,Arial,sans-serif;background:#f1f5f1;margin:0;padding:32px 16px;color:#1f2a1f}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.muted{color:#5b665b;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#5b665b}dd{margin:0;text-align:right;font-weight:600}.total{font-size:22px;color:#2f9e44}
form{margin:8px 0}button{width:100%;padding:12px;border-radius:8px;border:1px solid #2f9e44;font-size:16px;cursor:pointer}
.pay{background:#2f9e44;color:#fff}.cancel{background:#fff;color:#c92a2a;border-color:#c92a2a}.expire{background:#fff;color:#5b665b;border-color:#adb5ad}`;

/** The simulator's payment page: plain HTML forms carrying the page's ticket, no script (CSP-safe). */
export function simulatorPage(row: typeof topupTransactions.$inferSelect, ticket: string): string {
  const action = `${prefixes.api}/payment-simulator/${encodeURIComponent(row.order_id)}`;
  const button = (value: string, cls: string, label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="ticket" value="${escapeHtml(ticket)}"><input type="hidden" name="action" value="${value}"><button class="${cls}" type="submit">${label}</button></form>`;
  const open = row.status === 'pending' && row.expires_at > new Date();
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Simulator Pembayaran</title><style>${style}</style></head>
<body><main>
<h1>Simulator Pembayaran</h1>
<p class="muted">Mode simulasi: tidak ada uang yang ditarik. Halaman ini berperan sebagai gateway pembayaran.</p>
<dl>
<dt>Nomor pesanan</dt><dd>${escapeHtml(row.order_id)}</dd>
<dt>Paket</dt><dd>${escapeHtml(row.package_name)}</dd>
<dt>Harga</dt><dd>${formatRupiah(row.price_idr)}</dd>
<dt>PPN</dt><dd>${formatRupiah(row.ppn_idr)}</dd>
<dt>Total</dt><dd class="total">${formatRupiah(row.total_idr)}</dd>
<dt>Status</dt><dd>${statusText[row.status]}</dd>
</dl>
${
  open
    ? button('pay', 'pay', 'Bayar') +
      button('cancel', 'cancel', 'Batalkan') +
      button('expire', 'expire', 'Biarkan kedaluwarsa')
    : `<p>Transaksi ini tidak lagi menunggu pembayaran.</p><p><a href="/payment-finish?order_id=${encodeURIComponent(row.order_id)}">Kembali ke aplikasi</a></p>`
}
</main></body></html>`;
}
