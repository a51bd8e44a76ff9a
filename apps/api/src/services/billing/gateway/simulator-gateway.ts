import { prefixes } from '@vd/contract';
import { type Db, topupTransactions } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentGateway } from './gateway.ts';
import { signSimulatorTicket } from './simulator-ticket.ts';

/** The path of the simulator's payment page for one order. */
export const simulatorPath = (orderId: string) =>
  `${prefixes.api}/payment-simulator/${encodeURIComponent(orderId)}`;

/**
 * The embedded default: a page of the product that plays the gateway (no network). Its address
 * carries a ticket for the order's company and the signed-in user who opened it.
 */
export function simulatorGateway(db: Db, appUrl: string, secret: Uint8Array): PaymentGateway {
  return {
    name: 'simulator',
    async createPayment(request) {
      const expiresAt = new Date(Date.now() + request.expiryMinutes * 60_000);
      const ticket = await signSimulatorTicket(
        { orderId: request.orderId, ...request.payer },
        expiresAt,
        secret,
      );
      const query = new URLSearchParams({ ticket });
      return { token: null, redirectUrl: `${appUrl}${simulatorPath(request.orderId)}?${query}` };
    },
    /** The status call: what the payer chose on the simulator page, pending until then. */
    async transactionStatus(orderId) {
      const [row] = await db
        .select()
        .from(topupTransactions)
        .where(and(eq(topupTransactions.order_id, orderId), eq(topupTransactions.gateway, 'simulator')));
      if (!row) return null;
      const transaction_status = row.simulator_status ?? 'pending';
      return {
        transaction_status,
        status_code:
          transaction_status === 'settlement' ? '200' : transaction_status === 'pending' ? '201' : '202',
        gross_amount: `${row.total_idr}.00`,
        fraud_status: 'accept',
        payment_type: 'simulator',
        transaction_id: `SIM-${row.order_id}`,
      };
    },
    /** The payer's side closes too: the page can no longer be paid. */
    async cancelPayment(orderId) {
      await db
        .update(topupTransactions)
        .set({ simulator_status: 'cancel' })
        .where(and(eq(topupTransactions.order_id, orderId), isNull(topupTransactions.simulator_status)));
    },
  };
}
