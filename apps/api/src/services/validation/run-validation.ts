import { overallVerdictNames, validationMessages } from '@vd/contract';
import { type Db, validationAudits, validationReadings, validations } from '@vd/db';
import { compareShipment, isEngineError, type ShipmentOutcome } from '@vd/engine';
import { eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AppContext } from '../../context.ts';
import { notifyValidationFinished } from '../notifications/notify-validation-finished.ts';
import { publishProgress } from '../progress/publish-progress.ts';
import { shipmentInput, shipmentSetup } from './load-shipment.ts';
import { outcomeColumns } from './outcome-columns.ts';
import { type NewReading, readShipmentDocument } from './read-shipment-document.ts';
import { refundRun } from './run-slot.ts';
import { shipmentDocumentRows } from './validation-view.ts';

/** Inserts at most this many readings a statement (PostgreSQL takes 65 535 parameters). */
const INSERT_CHUNK = 1000;

type Stage = 'extract' | 'compare' | 'done' | 'failed';

const progress = (ctx: AppContext, uid: string, stage: Stage, value: number, message: string) =>
  publishProgress(ctx.database, { uid, stage, progress: value, message });

/**
 * The nomor aju the documents carry (a label of type aju; its value is only set when the engine's
 * normaliser found 26 characters with a real date), to fill the audit in: the one value when every
 * document that carries one agrees; none when they differ (the comparison shows it, the user
 * chooses) or none is read.
 */
function ajuRead(readings: readonly NewReading[]): string | null {
  const values = new Set(
    readings.flatMap((r) => (r.data_type === 'aju' && typeof r.value === 'string' ? [r.value] : [])),
  );
  return values.size === 1 ? [...values][0]! : null;
}

/** The validation, locked, when it is still this run's to finish. */
async function lockRun(tx: Db, validationId: string, runUid: string) {
  const [row] = await tx.select().from(validations).where(eq(validations.id, validationId)).for('update');
  return row?.status === 'processing' && row.run_uid === runUid ? row : undefined;
}

/**
 * Stores the run's outcome in one transaction: the readings (replacing any of an earlier attempt),
 * the result, counts and verdict, the audit row (once) and the notification. False when the run
 * was already finished.
 */
async function complete(
  ctx: AppContext,
  validationId: string,
  runUid: string,
  readings: NewReading[],
  outcome: ShipmentOutcome,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const validation = await lockRun(tx, validationId, runUid);
    if (!validation) return false;
    await tx.delete(validationReadings).where(eq(validationReadings.validation_id, validationId));
    for (let i = 0; i < readings.length; i += INSERT_CHUNK) {
      await tx.insert(validationReadings).values(readings.slice(i, i + INSERT_CHUNK));
    }
    const now = new Date();
    await tx
      .update(validations)
      .set({
        status: 'completed',
        ...outcomeColumns(outcome),
        failure_reason: null,
        completed_at: now,
        updated_at: now,
      })
      .where(eq(validations.id, validationId));
    await tx
      .insert(validationAudits)
      .values({
        company_id: validation.company_id,
        validation_id: validationId,
        executed_at: validation.executed_at ?? now,
        aju_number: ajuRead(readings),
      })
      .onConflictDoNothing({ target: validationAudits.validation_id });
    await notifyValidationFinished(tx, ctx, validation, outcome);
    return true;
  });
}

/** A definitive failure: failed with the reason, the slot refunded, the user told. */
export async function failValidation(
  ctx: AppContext,
  validationId: string,
  runUid: string,
  reason: string,
): Promise<void> {
  const failed = await ctx.db.transaction(async (tx) => {
    const validation = await lockRun(tx, validationId, runUid);
    if (!validation) return false;
    await tx
      .update(validations)
      .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
      .where(eq(validations.id, validationId));
    await refundRun(tx, validation.company_id, validationId, runUid);
    await notifyValidationFinished(tx, ctx, validation, { failure: reason });
    return true;
  });
  if (failed) await progress(ctx, runUid, 'failed', 100, reason);
}

/**
 * Shipment documents a run reads at once: as many as the OCR pool has workers (two), whose queue
 * then never runs dry; more would only hold more decoded pages in memory at the same time.
 */
const DOCUMENTS_AT_ONCE = 2;

/**
 * The run job's work (docs/architecture.md, steps 6 and 7): read every document with its sample document's
 * placements, compare the labels across the documents and evaluate the logical validations, then
 * store it all at once. Idempotent: a retried run (a worker killed mid-run) replaces what an
 * earlier attempt stored; the slot was charged by the execute, once. A document the engine cannot
 * read fails the run at once; other errors are retried, and fail it on the last attempt.
 */
export async function runValidation(
  ctx: AppContext,
  validationId: string,
  runUid: string,
  lastAttempt: boolean,
): Promise<void> {
  const [validation] = await ctx.db.select().from(validations).where(eq(validations.id, validationId));
  if (validation?.status !== 'processing' || validation.run_uid !== runUid) return;
  const documents = await shipmentDocumentRows(ctx.db, validationId);
  let current = '';
  try {
    await progress(ctx, runUid, 'extract', 5, 'Membaca nilai dari dokumen');
    // Documents are read DOCUMENTS_AT_ONCE at a time: a scan's zones queue on the OCR pool, so two
    // scans keep its two workers busy where one after another left one idle. Progress counts them
    // as they finish; a failure is reported once every read has settled (none still writing
    // progress after it).
    const limit = pLimit(DOCUMENTS_AT_ONCE);
    let read = 0;
    const settled = await Promise.allSettled(
      documents.map(async (document) => {
        const readings = await limit(() => readShipmentDocument(ctx, document));
        read += 1;
        await progress(
          ctx,
          runUid,
          'extract',
          5 + Math.round((70 * read) / documents.length),
          `${document.document_type_name} terbaca (${read} dari ${documents.length})`,
        );
        return readings;
      }),
    );
    const failed = settled.findIndex((outcome) => outcome.status === 'rejected');
    if (failed >= 0) {
      current = documents[failed]!.document_type_name;
      throw (settled[failed] as PromiseRejectedResult).reason;
    }
    const readings: NewReading[] = settled.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value : [],
    );
    await progress(ctx, runUid, 'compare', 80, 'Membandingkan nilai antardokumen');
    const setup = await shipmentSetup(ctx.db, validation, documents);
    const outcome = compareShipment(shipmentInput(setup, readings));
    if (await complete(ctx, validationId, runUid, readings, outcome)) {
      await progress(
        ctx,
        runUid,
        'done',
        100,
        `Validasi selesai: ${overallVerdictNames[outcome.summary.overall]}`,
      );
    }
  } catch (error) {
    if (isEngineError(error)) {
      const detail = current ? `${current}: ${error.message}` : error.message;
      return failValidation(ctx, validationId, runUid, `${detail} ${validationMessages.runFailed}`);
    }
    if (lastAttempt) await failValidation(ctx, validationId, runUid, validationMessages.runFailed);
    throw error;
  }
}
