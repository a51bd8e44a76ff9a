import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { templateMessages, type UploadDocumentResponse } from '@vd/contract';
import { type Db, templateDocuments } from '@vd/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { ingestDocumentJob } from '../../jobs/definitions/ingest-document.ts';
import { publishProgress } from '../progress/publish-progress.ts';
import { assertStorageRoom, assertStorageRoomLocked } from '../saved-storage/storage-quota.ts';
import { checkUploadFile } from './check-upload.ts';
import type { DocumentKind } from './document-kind.ts';
import { sourceKey } from './storage-keys.ts';
import { findTemplate } from './template-view.ts';

/** A document upload received into a local file (routes/templates/read-upload.ts `receiveUpload`). */
export interface Upload {
  /** The received file, removed after the answer by the route. */
  path: string;
  size: number;
  fileName: string;
}

/**
 * Checks a received file and streams it to storage (never whole in memory), then (in one
 * transaction) writes its row and the ingest job; when the transaction fails the stored file goes
 * too, so nothing is half-stored (a storage put is whole or nothing). Answers at once. A file that
 * would take the company's originals over its storage quota is refused (409) before anything is
 * stored, and again under the company's storage lock in the transaction; `freeing` is the size of
 * the file this one replaces.
 */
export async function storeUpload(
  ctx: AppContext,
  kind: DocumentKind,
  companyId: string,
  documentId: string,
  upload: Upload,
  save: (tx: Db, uid: string, key: string, fileKind: string) => Promise<void>,
  freeing = 0,
): Promise<UploadDocumentResponse['data']> {
  const quota = ctx.config.storageQuotaBytes;
  const change = { adding: upload.size, freeing };
  await assertStorageRoom(ctx.db, quota, companyId, change);
  const checked = await checkUploadFile(upload.path, ctx.config.maxPages);
  const uid = randomUUID();
  const key = sourceKey(kind, companyId, documentId, uid);
  await ctx.storage.put(key, createReadStream(upload.path));
  try {
    await ctx.db.transaction(async (tx) => {
      await assertStorageRoomLocked(tx, quota, companyId, change);
      await save(tx, uid, key, checked.kind);
      await ctx.queue.enqueue(ingestDocumentJob, { kind, document_id: documentId, uid }, { tx });
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
      size_bytes: upload.size,
      storage_key: key,
      uid,
    });
  });
}
