import { templateDocumentPages, templateDocuments } from '@vd/db';
import { type EngineDocument, ingest, isEngineError, renderPage } from '@vd/engine';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { publishProgress } from '../progress/publish-progress.ts';
import { forgetDocument } from './engine-document-cache.ts';
import { deleteFiles } from './remove-document-files.ts';
import { pageImageKey } from './storage-keys.ts';

/** Width of the page images the viewer shows. */
export const PAGE_IMAGE_WIDTH = 1400;

const failedMessage = 'Dokumen gagal diproses. Silakan unggah ulang.';

/** Renders every page into storage; returns the keys. Progress 50-95. */
async function renderPages(
  ctx: AppContext,
  companyId: string,
  documentId: string,
  uid: string,
  document: EngineDocument,
) {
  const keys: string[] = [];
  for (const page of document.pages) {
    // PDFs at the viewer's width; images never upscaled.
    const width =
      document.kind === 'pdf' ? PAGE_IMAGE_WIDTH : Math.min(PAGE_IMAGE_WIDTH, Math.round(page.width));
    const image = await renderPage(document, page.number, { width, format: 'webp' });
    const key = pageImageKey(companyId, documentId, uid, page.number);
    await ctx.storage.put(key, image);
    keys.push(key);
    await publishProgress(ctx.database, {
      uid,
      stage: 'render',
      progress: 50 + Math.round((45 * page.number) / document.pages.length),
      message: `Halaman ${page.number} dari ${document.pages.length} disiapkan`,
    });
  }
  return keys;
}

/** Replaces the document's pages (rows, then the old images) and marks it ready. */
async function savePages(ctx: AppContext, documentId: string, document: EngineDocument, keys: string[]) {
  const old = await ctx.db
    .select({ key: templateDocumentPages.image_key })
    .from(templateDocumentPages)
    .where(eq(templateDocumentPages.document_id, documentId));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(templateDocumentPages).where(eq(templateDocumentPages.document_id, documentId));
    await tx.insert(templateDocumentPages).values(
      document.pages.map((page, i) => ({
        document_id: documentId,
        number: page.number,
        width: page.width,
        height: page.height,
        rotation: page.rotation,
        source: page.source,
        skew: page.skew,
        words: page.words,
        image_key: keys[i]!,
      })),
    );
    await tx
      .update(templateDocuments)
      .set({
        status: 'ready',
        failure_reason: null,
        page_count: document.pages.length,
        updated_at: new Date(),
      })
      .where(eq(templateDocuments.id, documentId));
  });
  await deleteFiles(
    ctx.storage,
    old.map((o) => o.key).filter((key) => !keys.includes(key)),
  );
}

export async function markFailed(ctx: AppContext, documentId: string, uid: string, reason: string) {
  await ctx.db
    .update(templateDocuments)
    .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
    .where(eq(templateDocuments.id, documentId));
  await publishProgress(ctx.database, { uid, stage: 'failed', progress: 100, message: reason });
}

/**
 * The ingest job's work: read the stored file with the engine (OCR of scanned pages), render the
 * page images, store the pages and mark the document ready. A bad file marks it failed with the
 * engine's reason; other errors are thrown for a retry (`lastAttempt`: marked failed instead).
 */
export async function processDocument(
  ctx: AppContext,
  documentId: string,
  uid: string,
  lastAttempt: boolean,
): Promise<void> {
  const [row] = await ctx.db.select().from(templateDocuments).where(eq(templateDocuments.id, documentId));
  if (!row || row.uid !== uid) return; // deleted, or replaced by a newer upload
  await ctx.db
    .update(templateDocuments)
    .set({ status: 'processing', updated_at: new Date() })
    .where(eq(templateDocuments.id, documentId));
  try {
    const bytes = await ctx.storage.get(row.storage_key);
    await publishProgress(ctx.database, {
      uid,
      stage: row.file_kind === 'pdf' ? 'text' : 'ocr',
      progress: 20,
      message: row.file_kind === 'pdf' ? 'Membaca teks dokumen' : 'Membaca teks dengan OCR',
    });
    const document = await ingest(bytes, { maxPages: ctx.config.maxPages, ocr: 'full' });
    if (document.pages.some((p) => p.source === 'ocr')) {
      await publishProgress(ctx.database, {
        uid,
        stage: 'ocr',
        progress: 45,
        message: 'Teks hasil pindaian terbaca',
      });
    }
    const keys = await renderPages(ctx, row.company_id, documentId, uid, document);
    await savePages(ctx, documentId, document, keys);
    forgetDocument(documentId);
    await publishProgress(ctx.database, {
      uid,
      stage: 'done',
      progress: 100,
      message: 'Dokumen siap dilabeli',
    });
  } catch (error) {
    if (isEngineError(error)) return markFailed(ctx, documentId, uid, error.message);
    if (lastAttempt) await markFailed(ctx, documentId, uid, failedMessage);
    throw error;
  }
}
