import { HS_IMPORT_MAX_ROWS, type HsImportResult, libraryMessages as m } from '@vd/contract';
import { type Db, libraryEntries } from '@vd/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { canonicalCode } from './lists.ts';
import { readSheet, type SheetRow } from './read-sheet.ts';

const CODE_HEADER = /^(kode\s*hs|hs\s*code|kode|hs|pos\s*tarif|tarif|hs\s*no)\b/i;
const NAME_HEADER = /(uraian|deskripsi|description|keterangan|nama\s*barang|uraian\s*barang)/i;

/** Where the code and description columns are, and the first data row. */
function columnsOf(rows: SheetRow[]): { code: number; name: number; start: number } {
  for (const row of rows.slice(0, 10)) {
    const code = row.cells.findIndex((c) => CODE_HEADER.test(c));
    const name = row.cells.findIndex((c) => NAME_HEADER.test(c));
    if (code >= 0 && name >= 0) return { code, name, start: rows.indexOf(row) + 1 };
  }
  // No header: a first row that already holds a code and a description is data.
  const first = rows[0];
  if (first && /^[\d.\s]{6,14}$/.test(first.cells[0] ?? '') && first.cells[1])
    return { code: 0, name: 1, start: 0 };
  throw new AppError('VALIDATION_FAILED', m.importColumns, { file: m.importColumns });
}

/**
 * A code cell as digits. Excel keeps a code typed as a number without its leading zero
 * (09011110 -> 9011110): a number one digit short of 6, 8 or 10 digits gets its zero back.
 */
function codeOf(cell: string, numeric: boolean): string {
  const digits = cell.replace(/[.\s-]/g, '');
  return numeric && /^\d+$/.test(digits) && [5, 7, 9].includes(digits.length) ? `0${digits}` : cell;
}

const BATCH = 1000;
const MAX_REPORTED = 50;

/**
 * POST library/hs_code/import: the company's HS list from an XLSX or CSV file (a "Kode HS" and an
 * "Uraian" column). All or nothing: a file with a bad row imports nothing and answers 400 with
 * each bad row (up to 50) under `errors` ("baris 7": reason). New codes are added, known codes get
 * the file's description; codes not in the file stay.
 */
export async function importHsCodes(
  db: Db,
  companyId: string,
  userId: string,
  bytes: Buffer,
): Promise<HsImportResult> {
  let rows: SheetRow[];
  try {
    rows = await readSheet(bytes);
  } catch {
    throw new AppError('VALIDATION_FAILED', m.importFile, { file: m.importFile });
  }
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', m.importEmpty, { file: m.importEmpty });
  const columns = columnsOf(rows);
  const data = rows.slice(columns.start).filter((r) => r.cells.some(Boolean));
  if (data.length === 0) throw new AppError('VALIDATION_FAILED', m.importEmpty, { file: m.importEmpty });
  if (data.length > HS_IMPORT_MAX_ROWS) {
    const message = m.importTooMany(HS_IMPORT_MAX_ROWS);
    throw new AppError('VALIDATION_FAILED', message, { file: message });
  }

  const errors: Record<string, string> = {};
  let errorCount = 0;
  const seen = new Map<string, number>();
  const entries: { code: string; name: string }[] = [];
  for (const row of data) {
    const fail = (reason: string) => {
      errorCount++;
      if (errorCount <= MAX_REPORTED) errors[`baris ${row.number}`] = reason;
    };
    const cell = row.cells[columns.code] ?? '';
    const name = (row.cells[columns.name] ?? '').replace(/\s+/g, ' ').slice(0, 500);
    let code: string;
    try {
      code = canonicalCode('hs_code', codeOf(cell, row.numeric[columns.code] ?? false));
    } catch (error) {
      fail(error instanceof AppError ? `${error.message} Terbaca: "${cell.slice(0, 30)}".` : m.hsCodeFormat);
      continue;
    }
    if (!name) {
      fail(m.descriptionMissing);
      continue;
    }
    const earlier = seen.get(code);
    if (earlier !== undefined) {
      fail(m.duplicateInFile(earlier));
      continue;
    }
    seen.set(code, row.number);
    entries.push({ code, name });
  }
  if (errorCount > 0) throw new AppError('VALIDATION_FAILED', m.importRows(errorCount), errors);

  return db.transaction(async (tx) => {
    const scope = and(eq(libraryEntries.company_id, companyId), eq(libraryEntries.list, 'hs_code'));
    const existing = new Map(
      (
        await tx
          .select({ code: libraryEntries.code, name: libraryEntries.name })
          .from(libraryEntries)
          .where(scope)
      ).map((r) => [r.code, r.name]),
    );
    let created = 0;
    let updated = 0;
    for (const e of entries) {
      const before = existing.get(e.code);
      if (before === undefined) created++;
      else if (before !== e.name) updated++;
    }
    for (let i = 0; i < entries.length; i += BATCH) {
      await tx
        .insert(libraryEntries)
        .values(
          entries.slice(i, i + BATCH).map((e) => ({
            company_id: companyId,
            list: 'hs_code',
            code: e.code,
            name: e.name,
            created_by: userId,
          })),
        )
        .onConflictDoUpdate({
          target: [libraryEntries.company_id, libraryEntries.list, libraryEntries.code],
          set: { name: sql`excluded.name`, updated_at: sql`now()` },
          setWhere: sql`${libraryEntries.name} <> excluded.name`,
        });
    }
    const [total] = await tx.select({ n: count() }).from(libraryEntries).where(scope);
    return { created, updated, total: Number(total?.n ?? 0) };
  });
}
