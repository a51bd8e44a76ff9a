import { prefixes } from '@vd/contract';
import type { PaymentGateway } from './gateway.ts';

/** The path of the simulator's payment page for one order. */
export const simulatorPath = (orderId: string) =>
  `${prefixes.api}/payment-simulator/${encodeURIComponent(orderId)}`;

/** The embedded default: a page of the product that plays the gateway (no network). */
export function simulatorGateway(appUrl: string): PaymentGateway {
  return {
    name: 'simulator',
    async createPayment(request) {
      return { token: null, redirectUrl: `${appUrl}${simulatorPath(request.orderId)}` };
    },
  };
}
