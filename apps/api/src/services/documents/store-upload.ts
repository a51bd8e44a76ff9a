import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { UploadDocumentResponse } from '@vd/contract';
import type { Db } from '@vd/db';
import type { AppContext } from '../../context.ts';
import { ingestDocumentJob } from '../../jobs/definitions/ingest-document.ts';
import { publishProgress } from '../progress/publish-progress.ts';
import { assertStorageRoom, assertStorageRoomLocked } from '../saved-storage/storage-quota.ts';
import { checkUploadFile } from './check-upload.ts';
import type { DocumentKind } from './document-kind.ts';
import { sourceKey } from './storage-keys.ts';

/** A document upload received into a local file (routes/read-upload.ts `receiveUpload`). */
export interface Upload {
  /** The received file, removed after the answer by the route. */
  path: string;
  size: number;
  fileName: string;
}

/**
 * The upload of a sample document or a shipment document: checks a received file and streams it
 * to storage (never whole in memory), then (in one transaction) writes its row and the ingest job;
 * when the transaction fails the stored file goes too, so nothing is half-stored (a storage put is
 * whole or nothing). Answers at once. A file that would take the company's originals over its
 * storage quota is refused (409) before anything is stored, and again under the company's storage
 * lock in the transaction; `freeing` is the size of the file this one replaces.
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
