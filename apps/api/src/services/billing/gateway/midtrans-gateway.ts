import { AppError } from '../../../errors.ts';
import type { GatewayStatus, PaymentGateway, PaymentRequest } from './gateway.ts';

interface MidtransOptions {
  serverKey: string;
  snapBaseUrl: string;
  apiBaseUrl: string;
  appUrl: string;
  timeoutMs?: number;
}

/** The Snap request body (docs/domain.md "Payment gateway"): item lines add up to gross_amount. */
export function snapBody(request: PaymentRequest, appUrl: string) {
  return {
    transaction_details: { order_id: request.orderId, gross_amount: request.total },
    item_details: [
      { id: 'slot', name: request.packageName.slice(0, 50), price: request.price, quantity: 1 },
      { id: 'ppn', name: 'PPN 12% x DPP 11/12', price: request.ppn, quantity: 1 },
    ],
    customer_details: {
      first_name: request.customer.first_name,
      last_name: request.customer.last_name,
      email: request.customer.email,
      ...(request.customer.phone && { phone: `+62${request.customer.phone}` }),
    },
    callbacks: { finish: `${appUrl}/payment-finish` },
    expiry: { unit: 'minute', duration: request.expiryMinutes },
  };
}

/**
 * Midtrans Snap: `POST {snap}/snap/v1/transactions`, and the Core API status call
 * `GET {api}/v2/{order_id}/status`, both with Basic auth of the server key.
 */
export function midtransGateway(options: MidtransOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  return {
    name: 'midtrans',
    async createPayment(request) {
      let response: Response;
      try {
        response = await fetch(`${options.snapBaseUrl}/snap/v1/transactions`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(snapBody(request, options.appUrl)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch {
        throw new AppError('PAYMENT_GATEWAY_ERROR');
      }
      const body = (await response.json().catch(() => ({}))) as { token?: string; redirect_url?: string };
      if (!response.ok || !body.redirect_url) throw new AppError('PAYMENT_GATEWAY_ERROR');
      return { token: body.token ?? null, redirectUrl: body.redirect_url };
    },
    async transactionStatus(orderId) {
      let response: Response;
      try {
        response = await fetch(`${options.apiBaseUrl}/v2/${encodeURIComponent(orderId)}/status`, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch {
        throw new AppError('PAYMENT_GATEWAY_ERROR');
      }
      const body = (await response.json().catch(() => ({}))) as Partial<GatewayStatus>;
      if (response.status === 404 || body.status_code === '404') return null;
      if (
        !response.ok ||
        typeof body.transaction_status !== 'string' ||
        typeof body.gross_amount !== 'string'
      )
        throw new AppError('PAYMENT_GATEWAY_ERROR');
      return {
        transaction_status: body.transaction_status,
        status_code: String(body.status_code ?? ''),
        gross_amount: body.gross_amount,
        ...(body.fraud_status && { fraud_status: body.fraud_status }),
        ...(body.payment_type && { payment_type: body.payment_type }),
        ...(body.transaction_id && { transaction_id: body.transaction_id }),
      };
    },
    /** Core API `POST /v2/{order_id}/cancel`; an order the payer never opened is unknown (404): nothing to close. */
    async cancelPayment(orderId) {
      let response: Response;
      try {
        response = await fetch(`${options.apiBaseUrl}/v2/${encodeURIComponent(orderId)}/cancel`, {
          method: 'POST',
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch {
        throw new AppError('PAYMENT_GATEWAY_ERROR');
      }
      const body = (await response.json().catch(() => ({}))) as { status_code?: string };
      if (response.status === 404 || body.status_code === '404') return;
      if (!response.ok || (body.status_code && !body.status_code.startsWith('2'))) {
        throw new AppError('PAYMENT_GATEWAY_ERROR');
      }
    },
  };
}
