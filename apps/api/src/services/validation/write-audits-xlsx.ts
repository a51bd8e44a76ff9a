import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Audit } from '@vd/contract';
import ExcelJS from 'exceljs';
import { safeCell } from '../exports/safe-cell.ts';
import { WIB_CELL_FORMAT, wibWallClock } from '../wib-time.ts';
import { auditColumns } from './audit-columns.ts';

type Sink = Writable & { _writableState?: { needDrain?: boolean } };

/**
 * The zip entry exceljs pipes the worksheet's XML into, when it is full. exceljs writes to it
 * without heeding backpressure, so the writer waits on it; the check reads internals (of exceljs
 * and of the stream) and, should they change, the writer simply stops waiting.
 */
function fullSink(sheet: ExcelJS.Worksheet): Sink | undefined {
  const sink = (sheet as unknown as { stream?: { pipes?: Sink[] } }).stream?.pipes?.[0];
  return sink?._writableState?.needDrain ? sink : undefined;
}

/** Resolves when `sink` wants more, or the response is gone. */
const drained = (sink: Writable, out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      sink.off('drain', done);
      out.off('close', done);
      resolve();
    };
    sink.on('drain', done);
    out.on('close', done);
  });

/**
 * The audits as an XLSX workbook written by exceljs's streaming writer, batch by batch as the
 * response takes them: a bold, frozen header row, column widths, and times as real spreadsheet
 * dates showing the WIB wall clock, formatted with "WIB"; text that would run as a formula is neutralised.
 */
export function writeAuditsXlsx(batches: AsyncIterable<Audit[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Audit Validasi', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = auditColumns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.time && { style: { numFmt: WIB_CELL_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const batch of batches) {
      for (const audit of batch)
        sheet
          .addRow(
            auditColumns.map((column) => {
              const cell = column.cell(audit);
              return cell instanceof Date ? wibWallClock(cell) : safeCell(cell);
            }),
          )
          .commit();
      const sink = fullSink(sheet);
      if (sink) await drained(sink, out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => out.destroy(error));
  return out;
}
