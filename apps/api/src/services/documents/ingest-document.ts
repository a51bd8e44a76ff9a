import { type EngineDocument, ingest, isEngineError, renderPage } from '@vd/engine';
import type { AppContext } from '../../context.ts';
import { publishProgress } from '../progress/publish-progress.ts';
import { deleteFiles } from './delete-files.ts';
import type { DocumentKind } from './document-kind.ts';
import { replacePageRows } from './document-pages.ts';
import type { DocumentStore, IngestRow } from './document-store.ts';
import { forgetDocument, rememberDocument } from './engine-document-cache.ts';
import { pageImageKey } from './storage-keys.ts';

/** Width of the page images the viewer shows. */
export const PAGE_IMAGE_WIDTH = 1400;

const failedMessage = 'Dokumen gagal diproses. Silakan unggah ulang.';

/** Renders every page into storage; returns the keys. Progress 50-95. */
async function renderPages(ctx: AppContext, kind: DocumentKind, row: IngestRow, document: EngineDocument) {
  const uid = row.uid!;
  const keys: string[] = [];
  for (const page of document.pages) {
    // PDFs at the viewer's width; images never upscaled.
    const width =
      document.kind === 'pdf' ? PAGE_IMAGE_WIDTH : Math.min(PAGE_IMAGE_WIDTH, Math.round(page.width));
    const image = await renderPage(document, page.number, { width, format: 'webp' });
    const key = pageImageKey(kind, row.company_id, row.id, uid, page.number);
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

/**
 * Replaces the document's pages and marks it ready in one transaction, then deletes the old
 * images; when a newer upload replaced the document meanwhile, its own new images go instead.
 */
async function savePages<Row extends IngestRow, Facts>(
  ctx: AppContext,
  store: DocumentStore<Row, Facts>,
  row: Row,
  document: EngineDocument,
  keys: string[],
  facts: Facts | undefined,
): Promise<boolean> {
  const old = await ctx.db.transaction(async (tx) => {
    if (!(await store.markReady(tx, row, document.pages.length, facts))) return undefined;
    return replacePageRows(tx, store.pages, row.id, document.pages, keys);
  });
  await deleteFiles(ctx.storage, old ? old.filter((key) => !keys.includes(key)) : keys);
  return old !== undefined;
}

async function fail<Row extends IngestRow>(
  ctx: AppContext,
  store: DocumentStore<Row>,
  row: Row,
  reason: string,
) {
  await store.markFailed(ctx.db, row, reason);
  await publishProgress(ctx.database, { uid: row.uid!, stage: 'failed', progress: 100, message: reason });
}

/**
 * The ingest job's work, the same for a sample document and a shipment document: read the stored
 * file with the engine (scanned pages OCRed whole, or left for later, as the store says), render
 * the page images, store the pages and mark the document ready. A bad file marks it failed with
 * the engine's reason; other errors are thrown for a retry (`lastAttempt`: marked failed instead).
 */
export async function ingestDocument<Row extends IngestRow, Facts>(
  ctx: AppContext,
  store: DocumentStore<Row, Facts>,
  documentId: string,
  uid: string,
  lastAttempt: boolean,
): Promise<void> {
  const row = await store.load(ctx.db, documentId);
  if (!row || row.uid !== uid || !row.storage_key) return; // deleted, or replaced by a newer upload
  await store.markProcessing(ctx.db, row);
  try {
    const bytes = await ctx.storage.get(row.storage_key);
    await publishProgress(ctx.database, {
      uid,
      stage: row.file_kind === 'pdf' ? 'text' : 'ocr',
      progress: 20,
      message: row.file_kind === 'pdf' ? 'Membaca teks dokumen' : 'Membaca teks dengan OCR',
    });
    const document = await ingest(bytes, { maxPages: ctx.config.maxPages, ocr: store.ocr });
    const ocrPages = document.pages.filter((p) => p.source === 'ocr').length;
    ctx.metrics.ocrPages.inc(ocrPages);
    if (ocrPages > 0 && store.ocr === 'full') {
      await publishProgress(ctx.database, {
        uid,
        stage: 'ocr',
        progress: 45,
        message: 'Teks hasil pindaian terbaca',
      });
    }
    const keys = await renderPages(ctx, store.kind, row, document);
    const facts = await store.inspect?.(ctx, row, document);
    const saved = await savePages(ctx, store, row, document, keys, facts);
    if (!saved) {
      forgetDocument(documentId);
      return; // replaced meanwhile: the newer upload's job reports its own progress
    }
    rememberDocument(row, document);
    await publishProgress(ctx.database, { uid, stage: 'done', progress: 100, message: store.readyMessage });
  } catch (error) {
    if (isEngineError(error)) return fail(ctx, store, row, error.message);
    if (lastAttempt) await fail(ctx, store, row, failedMessage);
    throw error;
  }
}
