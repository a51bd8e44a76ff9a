import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans' notification signature: sha512 hex of order_id + status_code + gross_amount + server key. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** Compares a received signature with the expected one on the raw strings, in constant time. */
export function signatureMatches(
  received: string,
  fields: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    notificationSignature(fields.order_id, fields.status_code, fields.gross_amount, serverKey),
  );
  const given = Buffer.from(received.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
