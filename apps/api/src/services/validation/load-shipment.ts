import {
  type Db,
  documentLabels,
  readTogether,
  templates,
  validationDecisions,
  validationDocumentPages,
  validationReadings,
} from '@vd/db';
import { isInvalidRead, type ShipmentDocument, type ShipmentInput, type ShipmentReading } from '@vd/engine';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { masterDocumentTypeId } from '../master-data/document-type-view.ts';
import { listLogicalValidations } from '../master-data/logical-validations.ts';
import { comparisonPlan } from '../templates/comparison-plan.ts';
import type { ShipmentDocumentRow, ValidationRow } from './validation-view.ts';

export type ReadingRow = typeof validationReadings.$inferSelect;
/** What the comparison reads of a reading. */
type ComparedReading = Pick<
  ReadingRow,
  | 'id'
  | 'document_id'
  | 'document_label_id'
  | 'label_name'
  | 'data_type'
  | 'row'
  | 'page'
  | 'x0'
  | 'y0'
  | 'text'
  | 'value'
  | 'unit'
  | 'reason'
  | 'confidence'
  | 'review'
> &
  /** Absent on readings of a run not yet stored: nobody corrected them. */
  Partial<Pick<ReadingRow, 'corrected_at'>>;

/**
 * The documents as reasons name them: by type, with the template when two share a type; those
 * read by OCR (`scannedIds`) marked, their values open to a misread.
 */
export function shipmentDocuments(
  documents: readonly ShipmentDocumentRow[],
  masterTypeId: string | null,
  scannedIds: ReadonlySet<string> = new Set(),
): ShipmentDocument[] {
  const typeCount = new Map<string, number>();
  for (const d of documents)
    typeCount.set(d.document_type_name, (typeCount.get(d.document_type_name) ?? 0) + 1);
  return documents.map((d) => ({
    id: d.id,
    name:
      (typeCount.get(d.document_type_name) ?? 0) > 1
        ? `${d.document_type_name} (${d.template_name})`
        : d.document_type_name,
    type_code: d.document_type_code,
    is_master: d.document_type_id !== null && d.document_type_id === masterTypeId,
    scanned: scannedIds.has(d.id),
  }));
}

/** Of these documents, those with a page read by OCR (a scan or a photo). */
async function scannedDocuments(db: Db, documents: readonly ShipmentDocumentRow[]): Promise<Set<string>> {
  if (documents.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: validationDocumentPages.document_id })
    .from(validationDocumentPages)
    .where(
      and(
        inArray(
          validationDocumentPages.document_id,
          documents.map((d) => d.id),
        ),
        eq(validationDocumentPages.source, 'ocr'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Readings in display order: by document, then page, table row and position on the page. */
export function inDisplayOrder<R extends Pick<ReadingRow, 'document_id' | 'page' | 'row' | 'y0' | 'x0'>>(
  readings: readonly R[],
  documents: readonly { id: string }[],
): R[] {
  const position = new Map(documents.map((d, i) => [d.id, i]));
  return [...readings].sort(
    (a, b) =>
      (position.get(a.document_id) ?? 0) - (position.get(b.document_id) ?? 0) ||
      a.page - b.page ||
      a.row - b.row ||
      a.y0 - b.y0 ||
      a.x0 - b.x0,
  );
}

/** A validation's standing decisions (not withdrawn), as the comparison takes them. */
export async function storedDecisions(db: Db, validationId: string): Promise<ShipmentSetup['decisions']> {
  const rows = await db
    .select()
    .from(validationDecisions)
    .where(
      and(eq(validationDecisions.validation_id, validationId), isNull(validationDecisions.withdrawn_at)),
    );
  return rows.map((d) => ({
    id: d.id,
    label_key: d.label_key,
    row: d.row,
    reason: d.reason,
    user_name: d.user_name,
    created_at: d.created_at.toISOString(),
  }));
}

/** A validation's stored readings. */
export async function storedReadings(db: Db, validationId: string): Promise<ReadingRow[]> {
  return db.select().from(validationReadings).where(eq(validationReadings.validation_id, validationId));
}

/**
 * Per company label, the shipment documents it is compared across: every template's validation
 * items (saved, or the default) mapped from sample documents to this validation's documents. A
 * label several templates compare is compared once, across all of their documents.
 */
async function comparedDocuments(
  db: Db,
  companyId: string,
  templateIds: readonly string[],
  documents: readonly ShipmentDocumentRow[],
): Promise<Map<string, string[]>> {
  const compared = new Map<string, string[]>();
  if (templateIds.length === 0) return compared;
  const rows = await db
    .select()
    .from(templates)
    .where(and(eq(templates.company_id, companyId), inArray(templates.id, [...templateIds])));
  for (const template of rows) {
    const { items } = await comparisonPlan(db, companyId, template);
    for (const item of items) {
      const ids = documents
        .filter((d) => d.template_document_id && item.document_ids.includes(d.template_document_id))
        .map((d) => d.id);
      const merged = new Set([...(compared.get(item.document_label_id) ?? []), ...ids]);
      compared.set(item.document_label_id, [...merged]);
    }
  }
  return compared;
}

const toShipmentReading = (r: ComparedReading): ShipmentReading => ({
  id: r.id,
  document_id: r.document_id,
  document_label_id: r.document_label_id,
  label_name: r.label_name,
  data_type: r.data_type,
  row: r.row,
  text: r.text,
  value: r.value ?? null,
  unit: r.unit,
  reason: r.reason,
  confidence: r.confidence,
  review: r.review,
  settled: r.corrected_at != null,
  invalid: isInvalidRead(r),
});

/** What the comparison needs besides the readings. */
export type ShipmentSetup = Omit<ShipmentInput, 'readings'>;

/**
 * What the comparison needs of a validation besides its readings: the documents (and which is the
 * company's master document), the company's labels with their logic and the documents each is
 * compared across, the active logical validations.
 */
export async function shipmentSetup(
  db: Db,
  validation: Pick<ValidationRow, 'id' | 'company_id' | 'template_ids'>,
  documents: readonly ShipmentDocumentRow[],
): Promise<ShipmentSetup> {
  const companyId = validation.company_id;
  // Also read inside a transaction (execute, before a slot is charged): readTogether.
  const [masterTypeId, compared, labels, rules, decisions, scanned] = await readTogether(db, [
    () => masterDocumentTypeId(db, companyId),
    () => comparedDocuments(db, companyId, validation.template_ids, documents),
    () => db.select().from(documentLabels).where(eq(documentLabels.company_id, companyId)),
    () => listLogicalValidations(db, companyId),
    () => storedDecisions(db, validation.id),
    () => scannedDocuments(db, documents),
  ]);
  return {
    documents: shipmentDocuments(documents, masterTypeId, scanned),
    labels: labels.map((l) => ({
      id: l.id,
      name: l.name,
      data_type: l.data_type,
      is_master: l.is_master,
      active: l.active,
      logic: l.validation_logic,
      documents: compared.get(l.id) ?? [],
    })),
    rules: rules
      .filter((r) => r.active)
      .map((r) => ({ id: r.id, name: r.name, expression: r.expression, rule: r.rule, message: r.message })),
    decisions,
  };
}

/**
 * Whether a run of this setup compares anything: an active label compared across two or more of
 * its documents, or an active logical validation. A run with nothing to compare is refused before
 * execute (docs/review.md), so it is never charged nor called Sesuai.
 */
export const comparesAnything = (setup: Pick<ShipmentSetup, 'labels' | 'rules'>): boolean =>
  setup.rules.length > 0 || setup.labels.some((l) => l.active && l.documents.length >= 2);

/** The comparison's input: the setup with the readings, in display order. */
export const shipmentInput = (setup: ShipmentSetup, readings: readonly ComparedReading[]): ShipmentInput => ({
  ...setup,
  readings: inDisplayOrder(readings, setup.documents).map(toShipmentReading),
});
