import {
  errorCatalogue,
  type ShipmentDocument,
  type ValidationDetail,
  validationMessages,
} from '@vd/contract';
import { type Db, templates, users, validationDocumentPages, validationDocuments, validations } from '@vd/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { masterDocumentTypeId } from '../master-data/document-type-view.ts';
import { comparesAnything, shipmentSetup } from './load-shipment.ts';
import { documentDone, editableStatuses } from './validation-status.ts';

export type ValidationRow = typeof validations.$inferSelect;
export type ShipmentDocumentRow = typeof validationDocuments.$inferSelect;

/** One validation of the company, or 404 (another company's too). */
export async function findValidation(db: Db, companyId: string, id: string): Promise<ValidationRow> {
  const [row] = await db
    .select()
    .from(validations)
    .where(and(eq(validations.id, id), eq(validations.company_id, companyId)));
  if (!row) throw notFound(validationMessages.validationNotFound);
  return row;
}

/** A document of the company's validation `validationId` (any validation when omitted), or 404. */
export async function findShipmentDocument(
  db: Db,
  companyId: string,
  documentId: string,
  validationId?: string,
): Promise<ShipmentDocumentRow> {
  const [row] = await db
    .select()
    .from(validationDocuments)
    .where(and(eq(validationDocuments.id, documentId), eq(validationDocuments.company_id, companyId)));
  if (!row || (validationId && row.validation_id !== validationId)) {
    throw notFound(validationMessages.documentNotFound);
  }
  return row;
}

/** A validation's documents, in position order (templates in order, then their documents). */
export async function shipmentDocumentRows(db: Db, validationId: string): Promise<ShipmentDocumentRow[]> {
  return db
    .select()
    .from(validationDocuments)
    .where(eq(validationDocuments.validation_id, validationId))
    .orderBy(asc(validationDocuments.position));
}

/** The page image's address; `v` (the upload uid) changes with each upload, so caches never mix files. */
export const validationPageImageUrl = (
  validationId: string,
  documentId: string,
  page: number,
  uid: string | null,
) => `/api/v1/validation/${validationId}/document/${documentId}/page/${page}/image?v=${uid ?? ''}`;

/** Why a validation cannot be executed yet, one Indonesian sentence per open point. */
export function blockersOf(validation: ValidationRow, documents: ShipmentDocumentRow[]): string[] {
  if (
    !(editableStatuses as readonly string[]).includes(validation.status) &&
    validation.status !== 'failed'
  ) {
    return [validationMessages.alreadyRunning];
  }
  const several = new Set(documents.map((d) => d.template_name)).size > 1;
  return documents.flatMap((d) => {
    const name = several ? `${d.document_type_name} (${d.template_name})` : d.document_type_name;
    if (d.status === 'awaiting') return [`${name} belum diunggah.`];
    if (d.status === 'uploaded' || d.status === 'processing') return [`${name} masih diproses.`];
    if (d.status === 'failed') {
      return [
        `${name} gagal diproses: ${d.failure_reason ?? 'alasan tidak diketahui.'} Unggah ulang dokumen ini.`,
      ];
    }
    return documentDone(d) ? [] : [`Pilih format tanggal ${name}.`];
  });
}

/** GET validation/document/{id}: the validation with its documents, pages and what blocks executing it. */
export async function validationDetail(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<ValidationDetail> {
  const { db } = ctx;
  const validation = await findValidation(db, companyId, id);
  const documents = await shipmentDocumentRows(db, id);
  const ids = documents.map((d) => d.id);
  const [pages, masterId, creator, existing] = await Promise.all([
    ids.length
      ? db
          .select({
            document_id: validationDocumentPages.document_id,
            number: validationDocumentPages.number,
            width: validationDocumentPages.width,
            height: validationDocumentPages.height,
            source: validationDocumentPages.source,
          })
          .from(validationDocumentPages)
          .where(inArray(validationDocumentPages.document_id, ids))
          .orderBy(asc(validationDocumentPages.number))
      : [],
    masterDocumentTypeId(db, companyId),
    validation.created_by
      ? db
          .select({ first: users.first_name, last: users.last_name })
          .from(users)
          .where(eq(users.id, validation.created_by))
      : [],
    validation.template_ids.length
      ? db
          .select({ id: templates.id })
          .from(templates)
          .where(and(eq(templates.company_id, companyId), inArray(templates.id, validation.template_ids)))
      : [],
  ]);
  const templateIds = new Set(existing.map((t) => t.id));
  const blockers = blockersOf(validation, documents);
  // Said before execute (and refused by it): a run of these templates would compare nothing. Asked
  // only once nothing else blocks: the wizard polls this while uploads are processed.
  if (blockers.length === 0 && !comparesAnything(await shipmentSetup(db, validation, documents))) {
    blockers.push(errorCatalogue.NOTHING_TO_COMPARE.message);
  }
  const [user] = creator;
  return {
    id: validation.id,
    name: validation.name,
    status: validation.status,
    overall: validation.overall,
    templates: validation.template_names.map((name, i) => {
      const templateId = validation.template_ids[i];
      return { id: templateId && templateIds.has(templateId) ? templateId : null, name };
    }),
    documents: documents.map(
      (d): ShipmentDocument => ({
        id: d.id,
        validation_id: d.validation_id,
        template_id: d.template_id,
        template_name: d.template_name,
        template_document_id: d.template_document_id,
        document_type_id: d.document_type_id,
        document_type_code: d.document_type_code,
        document_type_name: d.document_type_name,
        is_master: d.document_type_id !== null && d.document_type_id === masterId,
        status: d.status,
        failure_reason: d.failure_reason,
        uid: d.uid,
        file_name: d.file_name,
        file_kind: d.file_kind as ShipmentDocument['file_kind'],
        size_bytes: d.size_bytes,
        page_count: d.page_count,
        pages: pages
          .filter((p) => p.document_id === d.id)
          .map((p) => ({
            number: p.number,
            width: p.width,
            height: p.height,
            source: p.source,
            image_url: validationPageImageUrl(id, d.id, p.number, d.uid),
          })),
        date_format: d.date_format,
        date_format_confirmed: d.date_format_confirmed,
        detected_date_format: d.detected_date_format,
        number_format: d.number_format,
      }),
    ),
    can_execute: blockers.length === 0,
    blockers,
    uid: validation.run_uid,
    failure_reason: validation.failure_reason,
    created_by: user ? `${user.first} ${user.last}`.trim() : null,
    created_at: validation.created_at.toISOString(),
    executed_at: validation.executed_at?.toISOString() ?? null,
    completed_at: validation.completed_at?.toISOString() ?? null,
    signed_off:
      validation.signed_off_at && validation.signed_off_name !== null
        ? { user_name: validation.signed_off_name, at: validation.signed_off_at.toISOString() }
        : null,
  };
}
