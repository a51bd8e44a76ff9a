import type { UploadDocumentResponse } from '@vd/contract';
import { templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { forgetDocument } from '../documents/engine-document-cache.ts';
import { storeUpload, type Upload } from '../documents/store-upload.ts';
import { findDocument } from './document-view.ts';

/**
 * POST file/reupload/document/{id}: a new file for a document (a failed one, or a better sample).
 * Placements stay; pages are replaced by the job; the old source file goes once the row points
 * at the new one.
 */
export async function reuploadDocument(
  ctx: AppContext,
  companyId: string,
  documentId: string,
  upload: Upload,
): Promise<UploadDocumentResponse['data']> {
  const previous = await findDocument(ctx.db, companyId, documentId);
  const answer = await storeUpload(
    ctx,
    'template',
    companyId,
    documentId,
    upload,
    async (tx, uid, key, kind) => {
      await tx
        .update(templateDocuments)
        .set({
          file_name: upload.fileName,
          file_kind: kind,
          size_bytes: upload.size,
          storage_key: key,
          uid,
          status: 'uploaded',
          failure_reason: null,
          updated_at: new Date(),
        })
        .where(eq(templateDocuments.id, documentId));
    },
    previous.size_bytes,
  );
  forgetDocument(documentId);
  await ctx.storage.delete(previous.storage_key);
  return answer;
}
