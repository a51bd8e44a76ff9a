import { type UploadDocumentResponse, validationMessages } from '@vd/contract';
import { templateDocuments, validationDocumentPages, validationDocuments, validations } from '@vd/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { deleteFiles } from '../documents/delete-files.ts';
import { removePageRows } from '../documents/document-pages.ts';
import { forgetDocument } from '../documents/engine-document-cache.ts';
import { storeUpload, type Upload } from '../documents/store-upload.ts';
import { companyFormats, documentFormats } from './default-formats.ts';
import { assertEditable, editableStatuses } from './validation-status.ts';
import { findShipmentDocument, findValidation, type ShipmentDocumentRow } from './validation-view.ts';

/** The date format a new file starts with: the user's choice stays; otherwise the default again. */
async function startingDateFormat(ctx: AppContext, document: ShipmentDocumentRow) {
  if (document.date_format_confirmed) return document.date_format;
  const [sample] = document.template_document_id
    ? await ctx.db
        .select({
          date_format: templateDocuments.date_format,
          number_format: templateDocuments.number_format,
        })
        .from(templateDocuments)
        .where(eq(templateDocuments.id, document.template_document_id))
    : [];
  return documentFormats(sample, await companyFormats(ctx.db, document.company_id)).date_format;
}

/**
 * POST file/upload/document/{templateId} with `validation_document_id`: the file of one document a
 * draft or ready validation expects. A later upload replaces it: the row points at the new file and
 * the validation is a draft again in one transaction, then the old file and page images go.
 */
export async function uploadShipmentDocument(
  ctx: AppContext,
  companyId: string,
  templateId: string,
  documentId: string,
  upload: Upload,
): Promise<UploadDocumentResponse['data']> {
  const document = await findShipmentDocument(ctx.db, companyId, documentId);
  if (document.template_id !== templateId) {
    throw new AppError('VALIDATION_FAILED', validationMessages.wrongTemplate, {
      validation_document_id: validationMessages.wrongTemplate,
    });
  }
  assertEditable(await findValidation(ctx.db, companyId, document.validation_id));
  const dateFormat = await startingDateFormat(ctx, document);
  let oldKeys: string[] = [];
  const answer = await storeUpload(
    ctx,
    'validation',
    companyId,
    documentId,
    upload,
    async (tx, uid, key, kind) => {
      // The validation row is locked until commit: an execute cannot start in between.
      const [draft] = await tx
        .update(validations)
        .set({ status: 'draft', updated_at: new Date() })
        .where(
          and(eq(validations.id, document.validation_id), inArray(validations.status, [...editableStatuses])),
        )
        .returning({ id: validations.id });
      if (!draft) throw new AppError('VALIDATION_NOT_DRAFT', validationMessages.notDraft);
      const [previous] = await tx
        .select({ key: validationDocuments.storage_key })
        .from(validationDocuments)
        .where(eq(validationDocuments.id, documentId))
        .for('update');
      await tx
        .update(validationDocuments)
        .set({
          file_name: upload.fileName,
          file_kind: kind,
          size_bytes: upload.size,
          storage_key: key,
          uid,
          status: 'uploaded',
          failure_reason: null,
          page_count: 0,
          date_format: dateFormat,
          detected_date_format: null,
          detected_number_format: null,
          updated_at: new Date(),
        })
        .where(eq(validationDocuments.id, documentId));
      const oldPages = await removePageRows(tx, validationDocumentPages, documentId);
      oldKeys = [...(previous?.key ? [previous.key] : []), ...oldPages];
    },
    // The file it replaces (if still stored) leaves the company's storage.
    document.storage_key ? (document.size_bytes ?? 0) : 0,
  );
  forgetDocument(documentId);
  await deleteFiles(ctx.storage, oldKeys);
  return answer;
}
