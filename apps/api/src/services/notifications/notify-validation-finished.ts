import { overallVerdictNames, type ResultSummary, validationMessages } from '@vd/contract';
import { type Db, notifications } from '@vd/db';

interface FinishedValidation {
  id: string;
  company_id: string;
  name: string;
  executed_by: string | null;
}

/** The SPA route of a validation's result. */
export const validationResultLink = (validationId: string) => `/admin/validation/${validationId}/result`;

/**
 * Tells the user who executed a validation that its run ended: the verdict and counts, or the
 * failure (slot refunded). Inside the caller's transaction, so it exists exactly when the run's
 * outcome commits.
 */
export async function notifyValidationFinished(
  tx: Db,
  validation: FinishedValidation,
  outcome: { summary: ResultSummary } | { failure: string },
): Promise<void> {
  if (!validation.executed_by) return;
  const content =
    'summary' in outcome
      ? {
          kind: 'validation_completed' as const,
          title: 'Validasi selesai',
          body:
            `Validasi "${validation.name}" selesai: ${overallVerdictNames[outcome.summary.overall]}. ` +
            `${outcome.summary.match} sesuai, ${outcome.summary.mismatch} tidak sesuai, ` +
            `${outcome.summary.missing} tidak ditemukan.`,
        }
      : {
          kind: 'validation_failed' as const,
          title: 'Validasi gagal',
          body: `Validasi "${validation.name}" gagal dijalankan: ${outcome.failure || validationMessages.runFailed}`,
        };
  await tx.insert(notifications).values({
    company_id: validation.company_id,
    user_id: validation.executed_by,
    ...content,
    link: validationResultLink(validation.id),
  });
}
