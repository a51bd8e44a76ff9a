import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell as text: numbers as written (no thousands grouping), rich text joined, empty as ''. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
  }
  return String(value);
}

/** A row of a sheet: its number as the spreadsheet shows it, its cells as text, and which were numbers. */
export interface SheetRow {
  number: number;
  cells: string[];
  numeric: boolean[];
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * The rows of the first sheet of an XLSX file, or of a CSV file (comma or semicolon separated, as
 * Indonesian Excel saves it); read with exceljs. Throws when the bytes are neither.
 */
export async function readSheet(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  if (isZip(bytes)) {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    sheet = workbook.worksheets[0];
  } else {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    if (text.includes('\u0000')) throw new Error('not a text file');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter },
      map: (datum: string) => datum,
    } as never);
  }
  const rows: SheetRow[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push({
      number,
      cells: values.map((v) => cellText(v).trim()),
      numeric: values.map((v) => typeof v === 'number'),
    });
  });
  return rows;
}
