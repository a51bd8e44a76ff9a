import type { PaymentConfig } from '../../config.ts';
import { midtransGateway } from './midtrans-gateway.ts';
import { simulatorGateway } from './simulator-gateway.ts';

/** What a gateway needs to open a payment page for one top-up. */
export interface PaymentRequest {
  orderId: string;
  total: number;
  price: number;
  ppn: number;
  packageName: string;
  slots: number;
  expiryMinutes: number;
  customer: { first_name: string; last_name: string; email: string; phone: string | null };
  /** The company that owns the order and the signed-in user who opened it. */
  payer: { companyId: string; userId: string };
}

export interface PaymentPage {
  token: string | null;
  redirectUrl: string;
}

export interface PaymentGateway {
  name: 'midtrans' | 'simulator';
  createPayment(request: PaymentRequest): Promise<PaymentPage>;
}

/** The gateway chosen by configuration (DESIGN.md §2: MIDTRANS_SERVER_KEY switches to Midtrans). */
export function paymentGateway(payment: PaymentConfig, appUrl: string, secret: Uint8Array): PaymentGateway {
  return payment.gateway === 'midtrans'
    ? midtransGateway({ serverKey: payment.serverKey, snapBaseUrl: payment.snapBaseUrl, appUrl })
    : simulatorGateway(appUrl, secret);
}
