import type { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { type Audit, type AuditFilters, validationMessages } from '@vd/contract';
import { type Db, validationAudits } from '@vd/db';
import { and, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { wibDay } from '../wib-time.ts';
import { auditWhere } from './audit-filters.ts';
import { auditView, countAudits, readAudits } from './audit-view.ts';
import { writeAuditsCsv } from './write-audits-csv.ts';
import { writeAuditsXlsx } from './write-audits-xlsx.ts';

/** More rows than this are refused: narrow the filters (XLSX itself stops at 1,048,576). */
export const EXPORT_MAX_ROWS = 100_000;
const BATCH_SIZE = 500;

const a = validationAudits;

/**
 * The audits matching `where`, newest run first, read in keyset batches on (executed_at, id), so a
 * large export never holds more than one batch in memory.
 */
async function* auditBatches(db: Db, where: SQL | undefined): AsyncGenerator<Audit[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const keyset = after && sql`(${a.executed_at}, ${a.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
    const rows = await readAudits(db, and(where, keyset), { limit: BATCH_SIZE });
    if (rows.length > 0) yield rows.map(auditView);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return;
    after = { at: last.cursor, id: last.id };
    // The embedded database answers without a turn of the event loop: let the response drain.
    await setImmediate();
  }
}

export interface AuditExport {
  stream: Readable;
  contentType: string;
  fileName: string;
}

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * GET validation/download-audit (CSV) and POST query/export (CSV or XLSX): the filtered audits as
 * a file stream named by today's WIB date. Too many rows answer 400 before anything is streamed.
 */
export async function exportAudits(
  db: Db,
  companyId: string,
  filters: AuditFilters,
  format: 'csv' | 'xlsx',
): Promise<AuditExport> {
  const where = auditWhere(companyId, filters);
  if ((await countAudits(db, where)) > EXPORT_MAX_ROWS)
    throw new AppError('BAD_REQUEST', validationMessages.exportTooLarge);
  const batches = auditBatches(db, where);
  return {
    stream: format === 'csv' ? writeAuditsCsv(batches) : writeAuditsXlsx(batches),
    contentType: contentTypes[format],
    fileName: `audit-validasi-${wibDay(new Date())}.${format}`,
  };
}
