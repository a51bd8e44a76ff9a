import { pipeline, Readable } from 'node:stream';
import type { Audit } from '@vd/contract';
import { stringify } from 'csv-stringify';
import { safeCell } from '../exports/safe-cell.ts';
import { wibText } from '../wib-time.ts';
import { auditColumns } from './audit-columns.ts';

async function* records(batches: AsyncIterable<Audit[]>) {
  for await (const batch of batches)
    for (const audit of batch)
      yield auditColumns.map((column) => {
        const cell = column.cell(audit);
        return cell instanceof Date ? wibText(cell) : safeCell(cell);
      });
}

/**
 * The audits as CSV (UTF-8 with BOM, CRLF, quoted by csv-stringify), streamed batch by batch; text
 * that a spreadsheet would run as a formula is neutralised.
 */
export function writeAuditsCsv(batches: AsyncIterable<Audit[]>): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: auditColumns.map((column) => column.header),
    record_delimiter: 'windows',
  });
  // A failure destroys `csv` with the error, which aborts the response.
  pipeline(Readable.from(records(batches)), csv, () => {});
  return csv;
}
