import { overallVerdictNames, type ResultSummary, validationMessages } from '@vd/contract';
import { type Db, notifications, users } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { emails } from '../mail/templates.ts';
import { notificationPreferences } from '../settings/notification-preferences.ts';

interface FinishedValidation {
  id: string;
  company_id: string;
  name: string;
  executed_by: string | null;
}

/** The SPA route of a validation's result. */
export const validationResultLink = (validationId: string) => `/admin/validation/${validationId}/result`;

/**
 * The title and text of a completed run's notification, from its current summary (rewritten when
 * corrections or decisions change the result).
 */
export function completedNotification(name: string, summary: ResultSummary): { title: string; body: string } {
  const verdict = overallVerdictNames[summary.overall];
  const counts = [
    `${summary.match} sesuai`,
    `${summary.mismatch} tidak sesuai`,
    `${summary.review} perlu diperiksa`,
    `${summary.missing} tidak ditemukan`,
    ...(summary.invalid > 0 ? [`${summary.invalid} format tidak valid`] : []),
    ...(summary.accepted > 0 ? [`${summary.accepted} perbedaan diterima`] : []),
  ];
  return {
    title: `Validasi selesai: ${verdict}`,
    body: `Validasi "${name}" selesai: ${verdict}. ${counts.join(', ')}.`,
  };
}

/**
 * Tells the user who executed a validation that its run ended, with the verdict and counts, or the
 * failure (slot refunded): a notification in the app, and an e-mail unless the company turned
 * "Email saat validasi selesai" off. Inside the caller's transaction, so both exist exactly when
 * the run's outcome commits.
 */
export async function notifyValidationFinished(
  tx: Db,
  deps: Pick<AppContext, 'queue' | 'config'>,
  validation: FinishedValidation,
  outcome: { summary: ResultSummary } | { failure: string },
): Promise<void> {
  if (!validation.executed_by) return;
  const verdict = 'summary' in outcome ? outcome.summary.overall : null;
  const content =
    'summary' in outcome
      ? { kind: 'validation_completed' as const, ...completedNotification(validation.name, outcome.summary) }
      : {
          kind: 'validation_failed' as const,
          title: 'Validasi gagal',
          body: `Validasi "${validation.name}" gagal dijalankan: ${outcome.failure || validationMessages.runFailed} Slot dikembalikan.`,
        };
  const link = validationResultLink(validation.id);
  await tx.insert(notifications).values({
    company_id: validation.company_id,
    user_id: validation.executed_by,
    verdict,
    ...content,
    link,
  });

  const prefs = await notificationPreferences(tx, validation.company_id);
  if (!prefs.email_validation_completed) return;
  const [user] = await tx
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.id, validation.executed_by));
  if (!user) return;
  const email = emails.validationFinished({
    name: user.first_name,
    validationName: validation.name,
    verdict: verdict && overallVerdictNames[verdict],
    detail: content.body,
    url: `${deps.config.appUrl}${link}`,
  });
  await enqueueEmail(tx, deps.queue, { to: [user.email], ...email, logHint: `validasi ${validation.id}` });
}
