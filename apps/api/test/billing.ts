import type { PaymentNotification } from '@vd/contract';
import { type Db, internalStaff, slotLedger, topupTransactions } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { Config } from '../src/config.ts';
import { issueTokens } from '../src/services/auth/issue-tokens.ts';
import { notificationSignature } from '../src/services/billing/gateway/signature.ts';

/** Internal staff who entered `companyId` (read-only). */
export async function internalAuth(db: Db, config: Pick<Config, 'jwtSecret'>, companyId: string) {
  const [staff] = await db
    .insert(internalStaff)
    .values({ email: `staf.${crypto.randomUUID()}@validasi.id`, name: 'Staf', password_hash: 'x' })
    .returning();
  const tokens = await issueTokens(
    db,
    config,
    { kind: 'internal', staffId: staff!.id, companyId },
    { remember: false },
  );
  return { authorization: `Bearer ${tokens.access_token}` };
}

export async function grantSlots(db: Db, companyId: string, delta: number) {
  await db.insert(slotLedger).values({ company_id: companyId, delta, kind: 'adjustment', note: 'uji' });
}

const codes: Record<string, string> = { settlement: '200', capture: '200', pending: '201' };

/** A notification signed exactly as Midtrans signs it. */
export function signed(
  serverKey: string,
  orderId: string,
  transactionStatus: string,
  grossAmount: string,
  extra: Partial<PaymentNotification> = {},
): PaymentNotification {
  const status_code = codes[transactionStatus] ?? '202';
  return {
    order_id: orderId,
    status_code,
    gross_amount: grossAmount,
    transaction_status: transactionStatus,
    fraud_status: 'accept',
    payment_type: 'bank_transfer',
    transaction_id: crypto.randomUUID(),
    signature_key: notificationSignature(orderId, status_code, grossAmount, serverKey),
    ...extra,
  };
}

/**
 * The simulated gateway's own status of an order, as its status call will answer it (what a payer's
 * choice on the simulator page records).
 */
export async function gatewaySays(db: Db, orderId: string, transactionStatus: string) {
  await db
    .update(topupTransactions)
    .set({ simulator_status: transactionStatus })
    .where(eq(topupTransactions.order_id, orderId));
}

/** The text of every page of a PDF. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n').replace(/\s+/g, ' ');
}

/** A top-up of 10 slots created at a given moment (paid unless told), for history filters. */
export async function seedTransaction(
  db: Db,
  companyId: string,
  createdAt: Date,
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' = 'paid',
) {
  const [row] = await db
    .insert(topupTransactions)
    .values({
      company_id: companyId,
      order_id: `VD-UJI-${crypto.randomUUID().slice(0, 13)}`,
      package_name: 'Paket 10',
      slots: 10,
      price_idr: 150_000,
      dpp_idr: 137_500,
      ppn_idr: 16_500,
      total_idr: 166_500,
      status,
      gateway: 'simulator',
      expires_at: new Date(createdAt.getTime() + 24 * 3600_000),
      created_at: createdAt,
      updated_at: createdAt,
      ...(status === 'paid' && { paid_at: createdAt }),
    })
    .returning();
  return row!;
}
