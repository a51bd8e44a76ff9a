import { randomUUID } from 'node:crypto';
import { templateMessages, type UploadDocumentResponse } from '@vd/contract';
import { templateDocuments } from '@vd/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { storeUpload, type Upload } from '../documents/store-upload.ts';
import { findTemplate } from './template-view.ts';

/** POST file/upload/document/{templateId}: a new sample document of one of the template's types. */
export async function uploadDocument(
  ctx: AppContext,
  companyId: string,
  templateId: string,
  documentTypeId: string,
  upload: Upload,
): Promise<UploadDocumentResponse['data']> {
  const template = await findTemplate(ctx.db, companyId, templateId);
  if (!template.document_type_ids.includes(documentTypeId)) {
    throw new AppError('VALIDATION_FAILED', templateMessages.documentTypeMissing, {
      document_type: 'Jenis dokumen ini bukan bagian dari template. Tambahkan lewat document/additional.',
    });
  }
  const documentId = randomUUID();
  return storeUpload(ctx, 'template', companyId, documentId, upload, async (tx, uid, key, kind) => {
    await tx.insert(templateDocuments).values({
      id: documentId,
      company_id: companyId,
      template_id: templateId,
      document_type_id: documentTypeId,
      name: upload.fileName,
      file_name: upload.fileName,
      file_kind: kind,
      size_bytes: upload.size,
      storage_key: key,
      uid,
    });
  });
}
