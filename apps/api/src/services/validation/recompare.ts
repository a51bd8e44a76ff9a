import { validationMessages } from '@vd/contract';
import { type Db, notifications, users, validations } from '@vd/db';
import { compareShipment } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { completedNotification, validationResultLink } from '../notifications/notify-validation-finished.ts';
import { type ShipmentSetup, shipmentInput, storedDecisions, storedReadings } from './load-shipment.ts';
import { outcomeColumns } from './outcome-columns.ts';

/**
 * Compares a completed validation again from what is stored now (readings as corrected, standing
 * decisions), inside the caller's transaction: the verdicts, counts and overall verdict on the
 * validation row, and the run's notification, follow the current result (issue: a notification
 * kept its first verdict after corrections).
 */
export async function recompareValidation(
  tx: Db,
  validation: { id: string; name: string },
  setup: Omit<ShipmentSetup, 'decisions'>,
): Promise<void> {
  const [readings, decisions] = await Promise.all([
    storedReadings(tx, validation.id),
    storedDecisions(tx, validation.id),
  ]);
  const outcome = compareShipment(shipmentInput({ ...setup, decisions }, readings));
  await tx
    .update(validations)
    .set({ ...outcomeColumns(outcome), updated_at: new Date() })
    .where(eq(validations.id, validation.id));
  const content = completedNotification(validation.name, outcome.summary);
  await tx
    .update(notifications)
    .set({ verdict: outcome.summary.overall, title: content.title, body: content.body })
    .where(
      and(
        eq(notifications.link, validationResultLink(validation.id)),
        eq(notifications.kind, 'validation_completed'),
      ),
    );
}

/**
 * Locks a validation's row for a change of its result (a correction, a decision, a sign-off) and
 * checks it may change: completed (409 RESULT_NOT_READY) and, unless `signedOffAllowed`, not signed
 * off (409 SIGNED_OFF: withdraw the sign-off first).
 */
export async function lockForChange(tx: Db, id: string, signedOffAllowed = false) {
  const [locked] = await tx.select().from(validations).where(eq(validations.id, id)).for('update');
  if (locked?.status !== 'completed') throw new AppError('RESULT_NOT_READY', validationMessages.notCompleted);
  if (!signedOffAllowed && locked.signed_off_at) throw new AppError('SIGNED_OFF');
  return locked;
}

/** "Budi Santoso": how corrections, decisions and sign-offs name the person. */
export async function userName(tx: Db, userId: string): Promise<string> {
  const [user] = await tx
    .select({ first: users.first_name, last: users.last_name })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.first} ${user.last}`.trim() : '';
}
