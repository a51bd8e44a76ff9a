import { templateDocumentPages, validationDocumentPages } from '@vd/db';
import type { EngineDocument, FileKind, Word } from '@vd/engine';
import { DEFAULT_MAX_PIXELS, turnOfSkew } from '@vd/engine';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { CACHE_IDLE_MS, idleTimer } from '../idle-timer.ts';
import { type PageTable, pageRows } from './document-pages.ts';

/** What the cache needs of a stored document (a sample document or a shipment document). */
export interface StoredDocument {
  id: string;
  status: string;
  uid: string | null;
  storage_key: string | null;
  file_kind: string | null;
}

/**
 * Documents kept. A document holds its file's bytes, and the engine keeps the pixels of the last 4
 * pages read of each (a scanned A4 page: ~4 MB as scanned at 200 DPI, ~9 MB at 300 DPI for OCR).
 * All are dropped after CACHE_IDLE_MS without a use.
 */
const CAPACITY = 16;
/** A cached document, for the upload (uid) it was read from. */
interface Entry {
  uid: string | null;
  document: Promise<EngineDocument>;
}
/** Most recently used last; keyed by document id (unique across both tables) and upload uid. */
const cache = new Map<string, Entry>();
const touch = idleTimer(CACHE_IDLE_MS, () => cache.clear());

/** Puts a document last (most recently used), dropping the least recently used past CAPACITY. */
function keep(documentId: string, entry: Entry): void {
  cache.delete(documentId);
  cache.set(documentId, entry);
  while (cache.size > CAPACITY) cache.delete(cache.keys().next().value!);
}

/** Drops a document from the cache (deleted, re-uploaded or re-processed). */
export function forgetDocument(documentId: string): void {
  cache.delete(documentId);
}

/**
 * Keeps the document the ingest job has just read and stored, as the next read would rebuild it
 * from the stored pages: the run or the builder that reads it next (in this process) starts from
 * its decoded, straightened page images instead of decoding the file again (~0.6 s of CPU a
 * scanned page: docs/speed.md).
 */
export function rememberDocument(row: Pick<StoredDocument, 'id' | 'uid'>, document: EngineDocument): void {
  touch();
  keep(row.id, { uid: row.uid, document: Promise.resolve(document) });
}

/**
 * The engine's document rebuilt from the stored pages and file: no re-reading; a page stored
 * without its words (`complete` false) is OCRed lazily, only where it is read, and the words of a
 * page OCRed whole stay on the cached document.
 */
async function load(ctx: AppContext, table: PageTable, row: StoredDocument): Promise<EngineDocument> {
  if (!row.storage_key) throw new AppError('DOCUMENT_NOT_READY');
  const [bytes, pages] = await Promise.all([
    ctx.storage.get(row.storage_key),
    pageRows(ctx.db, table, row.id),
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
      // As its upload found it: the stored page image was turned so (its turn is in its skew).
      turn: turnOfSkew(p.skew),
      words: p.words as Word[],
      // A scan stored unread (a shipment document) is OCRed where extraction needs it, zone by zone.
      complete: p.complete,
    })),
  };
}

/** The ingested document of a ready document whose pages are rows of `table`, from a small LRU cache. */
function cachedEngineDocument(
  ctx: AppContext,
  table: PageTable,
  row: StoredDocument,
): Promise<EngineDocument> {
  if (row.status !== 'ready') throw new AppError('DOCUMENT_NOT_READY');
  touch();
  const hit = cache.get(row.id);
  if (hit && hit.uid === row.uid) {
    keep(row.id, hit);
    return hit.document;
  }
  const document = load(ctx, table, row);
  document.catch(() => forgetDocument(row.id));
  keep(row.id, { uid: row.uid, document });
  return document;
}

/** The ingested document of a ready sample document. */
export function sampleEngineDocument(ctx: AppContext, row: StoredDocument): Promise<EngineDocument> {
  return cachedEngineDocument(ctx, templateDocumentPages, row);
}

/** The ingested document of a ready shipment document, its scans read only where a run reads them. */
export function shipmentEngineDocument(ctx: AppContext, row: StoredDocument): Promise<EngineDocument> {
  return cachedEngineDocument(ctx, validationDocumentPages, row);
}
