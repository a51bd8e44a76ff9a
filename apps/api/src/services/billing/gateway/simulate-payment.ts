import type { PaymentNotification } from '@vd/contract';
import { type Db, topupTransactions } from '@vd/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../errors.ts';
import { notificationSignature } from './signature.ts';
import type { SimulatorPayer } from './simulator-ticket.ts';

export type SimulatorAction = 'pay' | 'cancel' | 'expire';

const outcome = {
  pay: { transaction_status: 'settlement', status_code: '200' },
  cancel: { transaction_status: 'cancel', status_code: '202' },
  expire: { transaction_status: 'expire', status_code: '202' },
} as const;

/**
 * The simulator's top-up of the payer's company (404 for an unknown order, one of another company
 * or one of the real gateway).
 */
export async function simulatorTransaction(db: Db, payer: SimulatorPayer) {
  const [row] = await db
    .select()
    .from(topupTransactions)
    .where(
      and(eq(topupTransactions.order_id, payer.orderId), eq(topupTransactions.company_id, payer.companyId)),
    );
  if (row?.gateway !== 'simulator') throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The payer's choice, kept as the simulated gateway's own status (what its status call answers).
 * Like a real gateway, a transaction that left pending there never changes again.
 */
export async function recordSimulatorChoice(db: Db, row: { id: string }, action: SimulatorAction) {
  await db
    .update(topupTransactions)
    .set({ simulator_status: outcome[action].transaction_status })
    .where(and(eq(topupTransactions.id, row.id), isNull(topupTransactions.simulator_status)));
}

/** The notification the simulator sends for a choice, signed exactly as Midtrans signs. */
export function simulatorNotification(
  row: { order_id: string; total_idr: number },
  action: SimulatorAction,
  serverKey: string,
): PaymentNotification {
  const { transaction_status, status_code } = outcome[action];
  const gross_amount = `${row.total_idr}.00`;
  return {
    order_id: row.order_id,
    status_code,
    gross_amount,
    transaction_status,
    fraud_status: 'accept',
    payment_type: 'simulator',
    transaction_id: `SIM-${row.order_id}`,
    signature_key: notificationSignature(row.order_id, status_code, gross_amount, serverKey),
  };
}
