import { prefixes } from '@vd/contract';
import type { PaymentGateway } from './gateway.ts';
import { signSimulatorTicket } from './simulator-ticket.ts';

/** The path of the simulator's payment page for one order. */
export const simulatorPath = (orderId: string) =>
  `${prefixes.api}/payment-simulator/${encodeURIComponent(orderId)}`;

/**
 * The embedded default: a page of the product that plays the gateway (no network). Its address
 * carries a ticket for the order's company and the signed-in user who opened it.
 */
export function simulatorGateway(appUrl: string, secret: Uint8Array): PaymentGateway {
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
  };
}
