import type { Db } from '@vd/db';
import { sql } from 'drizzle-orm';
import type { FileStorage } from './file-storage.ts';

/**
 * The key prefixes whose objects belong to rows: a template sample's or validation upload's source
 * and page images, a company's logo. Other prefixes (invoice PDFs kept for e-mails, areas added
 * later) are never swept.
 */
export const SWEPT_PREFIXES = ['templates/', 'validations/', 'logos/'] as const;

/**
 * How old an unreferenced object must be before it is deleted: an upload stores its file before the
 * row that names it commits, and an ingest renders its pages before it saves them; neither takes
 * anywhere near this long.
 */
export const SWEEP_GRACE_MS = 6 * 60 * 60 * 1000;

const BATCH = 500;

/** Which of these keys some row still names. */
async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  const result = (await db.execute(sql`
    select storage_key as key from template_documents where storage_key in ${keys}
    union select image_key from template_document_pages where image_key in ${keys}
    union select storage_key from validation_documents where storage_key in ${keys}
    union select image_key from validation_document_pages where image_key in ${keys}
    union select logo_key from companies where logo_key in ${keys}`)) as unknown as {
    rows: { key: string }[];
  };
  return new Set(result.rows.map((r) => r.key));
}

export interface SweepResult {
  examined: number;
  deleted: string[];
}

/**
 * Reconciles the store with the rows: every object under a swept prefix that no row names and that
 * is older than the grace period is deleted (a crash between a file's put and its row's commit, a
 * delete whose file removal failed). Safe to run on several nodes at once.
 */
export async function sweepOrphans(
  db: Db,
  storage: FileStorage,
  options: { graceMs?: number; now?: Date } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? SWEEP_GRACE_MS);
  const result: SweepResult = { examined: 0, deleted: [] };
  for (const prefix of SWEPT_PREFIXES) {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const named = await referenced(db, batch);
      for (const key of batch) {
        if (named.has(key)) continue;
        await storage.delete(key);
        result.deleted.push(key);
      }
      batch = [];
    };
    for await (const object of storage.list(prefix)) {
      result.examined++;
      if (object.modifiedAt.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return result;
}
