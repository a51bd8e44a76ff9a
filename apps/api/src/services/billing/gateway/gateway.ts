import type { AppContext } from '../../../context.ts';
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

/** A transaction as the gateway's status call reports it (Midtrans `GET /v2/{order_id}/status`). */
export interface GatewayStatus {
  transaction_status: string;
  fraud_status?: string;
  status_code: string;
  gross_amount: string;
  payment_type?: string;
  transaction_id?: string;
}

export interface PaymentGateway {
  name: 'midtrans' | 'simulator';
  createPayment(request: PaymentRequest): Promise<PaymentPage>;
  /** The transaction's status at the source; null when the gateway does not know the order. */
  transactionStatus(orderId: string): Promise<GatewayStatus | null>;
  /** Closes a payment that is still pending at the gateway (the payer gave it up). */
  cancelPayment(orderId: string): Promise<void>;
}

/** The gateway chosen by configuration (docs/architecture.md: MIDTRANS_SERVER_KEY switches to Midtrans). */
export function paymentGateway(ctx: Pick<AppContext, 'config' | 'db'>): PaymentGateway {
  const { payment, appUrl, jwtSecret } = ctx.config;
  return payment.gateway === 'midtrans'
    ? midtransGateway({
        serverKey: payment.serverKey,
        snapBaseUrl: payment.snapBaseUrl,
        apiBaseUrl: payment.apiBaseUrl,
        appUrl,
      })
    : simulatorGateway(ctx.db, appUrl, jwtSecret);
}
