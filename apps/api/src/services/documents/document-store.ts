import type { Db } from '@vd/db';
import type { EngineDocument } from '@vd/engine';
import type { AppContext } from '../../context.ts';
import type { DocumentKind } from './document-kind.ts';
import type { PageTable } from './document-pages.ts';

/** What the ingest job needs of a document row. */
export interface IngestRow {
  id: string;
  company_id: string;
  uid: string | null;
  storage_key: string | null;
  file_kind: string | null;
}

/**
 * One table of documents the ingest job reads and writes (sample documents, shipment documents).
 * Every write is for the row's upload `uid` only: a newer upload is never overwritten by an older job.
 */
export interface DocumentStore<Row extends IngestRow = IngestRow, Facts = unknown> {
  kind: DocumentKind;
  pages: PageTable;
  /**
   * Scanned pages: `full` OCRs them whole at upload and stores their words; `lazy` stores them
   * unread, to be OCRed zone by zone when they are read (docs/speed.md).
   */
  ocr: 'full' | 'lazy';
  /** Said on the progress socket once the document is ready. */
  readyMessage: string;
  load(db: Db, documentId: string): Promise<Row | undefined>;
  markProcessing(db: Db, row: Row): Promise<void>;
  /** What else the read document tells before it is ready (a shipment document: its date format). */
  inspect?(ctx: AppContext, row: Row, document: EngineDocument): Promise<Facts>;
  /** Inside the pages' transaction: ready, with the facts; false when a newer upload replaced it. */
  markReady(tx: Db, row: Row, pageCount: number, facts: Facts | undefined): Promise<boolean>;
  markFailed(db: Db, row: Row, reason: string): Promise<void>;
}
