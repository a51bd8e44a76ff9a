import { templateDocumentPages } from '@vd/db';
import type { EngineDocument, FileKind, Word } from '@vd/engine';
import { DEFAULT_MAX_PIXELS } from '@vd/engine';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { DocumentRow } from './document-view.ts';

const CAPACITY = 16;
/** Most recently used last; keyed by document id and upload uid. */
const cache = new Map<string, { uid: string; document: Promise<EngineDocument> }>();

/** Drops a document from the cache (deleted, re-uploaded or re-processed). */
export function forgetDocument(documentId: string): void {
  cache.delete(documentId);
}

/** The engine's document rebuilt from the stored pages and file: no re-reading, no OCR. */
async function load(ctx: AppContext, row: DocumentRow): Promise<EngineDocument> {
  const [bytes, pages] = await Promise.all([
    ctx.storage.get(row.storage_key),
    ctx.db
      .select()
      .from(templateDocumentPages)
      .where(eq(templateDocumentPages.document_id, row.id))
      .orderBy(asc(templateDocumentPages.number)),
  ]);
  return {
    kind: (row.file_kind ?? 'pdf') as FileKind,
    bytes: new Uint8Array(bytes),
    maxPixels: DEFAULT_MAX_PIXELS,
    pages: pages.map((p) => ({
      number: p.number,
      width: p.width,
      height: p.height,
      rotation: p.rotation,
      source: p.source,
      skew: p.skew,
      words: p.words as Word[],
      complete: true,
    })),
  };
}

/** The ingested document of a ready template document, from a small LRU cache. */
export function engineDocument(ctx: AppContext, row: DocumentRow): Promise<EngineDocument> {
  if (row.status !== 'ready') throw new AppError('DOCUMENT_NOT_READY');
  const hit = cache.get(row.id);
  if (hit && hit.uid === row.uid) {
    cache.delete(row.id);
    cache.set(row.id, hit);
    return hit.document;
  }
  const document = load(ctx, row);
  document.catch(() => forgetDocument(row.id));
  cache.set(row.id, { uid: row.uid, document });
  while (cache.size > CAPACITY) cache.delete(cache.keys().next().value!);
  return document;
}
