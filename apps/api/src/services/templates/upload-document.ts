import { randomUUID } from 'node:crypto';
import { templateMessages, type UploadDocumentResponse } from '@vd/contract';
import { type Db, templateDocuments } from '@vd/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { publishProgress } from '../progress/publish-progress.ts';
import { checkUpload } from './check-upload.ts';
import {
  type DocumentKind,
  INGEST_DOCUMENT_ATTEMPTS,
  INGEST_DOCUMENT_JOB,
} from './ingest-document-job-name.ts';
import { sourceKey } from './storage-keys.ts';
import { findTemplate } from './template-view.ts';

export interface Upload {
  bytes: Buffer;
  fileName: string;
}

/**
 * Stores a checked file, then (in one transaction) its row and the ingest job; when the
 * transaction fails the file goes too, so nothing is half-stored. Answers at once.
 */
export async function storeUpload(
  ctx: AppContext,
  kind: DocumentKind,
  companyId: string,
  documentId: string,
  upload: Upload,
  save: (tx: Db, uid: string, key: string, fileKind: string) => Promise<void>,
): Promise<UploadDocumentResponse['data']> {
  const checked = await checkUpload(upload.bytes, ctx.config.maxPages);
  const uid = randomUUID();
  const key = sourceKey(kind, companyId, documentId, uid);
  await ctx.storage.put(key, upload.bytes);
  try {
    await ctx.db.transaction(async (tx) => {
      await save(tx, uid, key, checked.kind);
      await ctx.queue.enqueue(
        INGEST_DOCUMENT_JOB,
        { kind, document_id: documentId, uid },
        { tx, maxAttempts: INGEST_DOCUMENT_ATTEMPTS },
      );
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  await publishProgress(ctx.database, { uid, stage: 'upload', progress: 10, message: 'Berkas diterima' });
  return { document_id: documentId, uid, status: 'uploaded' };
}

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
      size_bytes: upload.bytes.length,
      storage_key: key,
      uid,
    });
  });
}
