import { type ValidationStatus, validationMessages } from '@vd/contract';
import { type Db, validationDocuments, validations } from '@vd/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';

/** States in which documents may still be uploaded and their formats changed. */
export const editableStatuses = ['draft', 'ready'] as const satisfies readonly ValidationStatus[];

/** 409 VALIDATION_NOT_DRAFT once a validation has been executed. */
export function assertEditable(validation: { status: ValidationStatus }): void {
  if (!(editableStatuses as readonly string[]).includes(validation.status)) {
    throw new AppError('VALIDATION_NOT_DRAFT', validationMessages.notDraft);
  }
}

/** A document counts once its file is read and a date format is known (chosen, default or detected). */
export const documentDone = (d: { status: string; date_format: string | null }) =>
  d.status === 'ready' && d.date_format !== null;

/**
 * Persists `draft` <-> `ready` after any change of a validation's documents (upload, ingest, date
 * format), in the transaction of that change: `ready` exactly when every document is ready and
 * dated; executed validations are left alone. The validation's row is locked first: two workers
 * reading two documents of one validation at the same time would otherwise each count the other's
 * document as unread (not yet committed) and both leave it `draft`. Locked, the later transaction
 * counts again once the earlier one has committed (a new statement sees it, PostgreSQL's read
 * committed), so the last of them sets the state from every document.
 */
export async function refreshValidationStatus(db: Db, validationId: string): Promise<void> {
  await db
    .select({ id: validations.id })
    .from(validations)
    .where(eq(validations.id, validationId))
    .for('update');
  const next = sql<'draft' | 'ready'>`(case when exists (
      select 1 from ${validationDocuments}
       where ${validationDocuments.validation_id} = ${validationId}
         and (${validationDocuments.status} <> 'ready' or ${validationDocuments.date_format} is null)
    ) then 'draft' else 'ready' end)`;
  await db
    .update(validations)
    .set({ status: next, updated_at: new Date() })
    .where(
      and(
        eq(validations.id, validationId),
        inArray(validations.status, [...editableStatuses]),
        ne(validations.status, next),
      ),
    );
}
