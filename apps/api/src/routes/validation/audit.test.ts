import { validationMessages } from '@vd/contract';
import { templates, validations } from '@vd/db';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { seedCompletedValidation, seedManyValidations } from '../../../test/validation-seed.ts';
import { wibDay, wibDayStart } from '../../services/wib-time.ts';

const AJU = '040330ABC12320250115000123';
const AJU_DISPLAY = '040330-ABC123-20250115-000123';
const CSV_HEADERS = [
  'Nomor Aju',
  'Nama Validasi',
  'Template',
  'Jenis Dokumen',
  'Status',
  'Hasil',
  'Sesuai',
  'Tidak Sesuai',
  'Perlu Diperiksa',
  'Tidak Ditemukan',
  'Dijalankan Oleh',
  'Waktu Validasi (WIB)',
  'Nomor Aju Diubah Oleh',
  'Waktu Ubah Nomor Aju (WIB)',
  'Format Tidak Valid',
  'Perbedaan Diterima',
  'Keputusan',
  'Disetujui Oleh',
  'Waktu Persetujuan (WIB)',
  'Dokumen Dihapus',
  'Waktu Dokumen Dihapus (WIB)',
];

type Owner = Awaited<ReturnType<typeof seedUser>>;

describe('validation audits, query list, exports, history and stats', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Owner;
  /** Another company, with a validation of the same nomor aju as the owner's kopi. */
  let otherCompany: Owner;
  let templateId: string;
  /** The owner's audits, oldest first: kopi (match), teh (mismatch, no aju), kakao (review, 2 templates). */
  let audits: Array<{ id: string; validationId: string }>;

  const get = (url: string, headers = owner.auth) => t.app.inject({ method: 'GET', url, headers });
  const ids = async (url: string, headers = owner.auth) => {
    const answer = await get(url, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.map((row: { id: string }) => row.id);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await seedUser(t.ctx.db, t.ctx.config);
    const [template] = await t.ctx.db
      .insert(templates)
      .values({ company_id: owner.companyId, name: 'Ekspor Kakao', status: 'active' })
      .returning();
    templateId = template!.id;
    const db = t.ctx.db;
    const u = owner.user.id;
    const kopi = await seedCompletedValidation(db, owner.companyId, u, {
      name: 'Kopi, "Arabika" Gayo',
      overall: 'match',
      counts: { match: 12 },
      // 2025-03-01 00:30 WIB is still 2025-02-28 in UTC.
      executed_at: new Date('2025-02-28T17:30:00Z'),
      aju_number: AJU,
      template_names: ['Ekspor Kopi - Buyer Jepang'],
    });
    const teh = await seedCompletedValidation(db, owner.companyId, u, {
      name: 'Teh Hitam',
      overall: 'mismatch',
      counts: { match: 8, mismatch: 3, missing: 1 },
      executed_at: new Date('2025-03-15T07:05:00Z'),
      template_names: ['Ekspor Teh'],
    });
    const kakao = await seedCompletedValidation(db, owner.companyId, u, {
      name: 'Kakao Sulawesi',
      overall: 'review',
      counts: { match: 9, review: 1, missing: 2 },
      // 2025-04-01 06:30 WIB.
      executed_at: new Date('2025-03-31T23:30:00Z'),
      aju_number: '040330XYZ98720250331000777',
      template_ids: [templateId],
      template_names: ['Ekspor Kakao', 'Kakao Tambahan'],
      document_types: ['Commercial Invoice', 'PEB', 'PEB'],
    });
    audits = [kopi, teh, kakao].map((s) => ({ id: s.audit!.id, validationId: s.validation.id }));
    await seedCompletedValidation(db, owner.companyId, u, { name: 'Draf Baru', status: 'draft' });
    otherCompany = await seedUser(db, t.ctx.config);
    await seedCompletedValidation(db, otherCompany.companyId, otherCompany.user.id, {
      name: 'Kopi Lain',
      aju_number: AJU,
    });
  });
  afterAll(() => t.close());

  it('lists the company audits newest first, with the nomor aju 6-6-8-6, names and document types', async () => {
    const answer = await get('/api/v1/validation/audit');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 3, total_pages: 1 });
    expect(body.data.map((a: { id: string }) => a.id)).toEqual([audits[2]!.id, audits[1]!.id, audits[0]!.id]);
    const [kakao, teh, kopi] = body.data;
    expect(kopi).toMatchObject({
      validation_id: audits[0]!.validationId,
      validation_name: 'Kopi, "Arabika" Gayo',
      aju_number: AJU,
      aju_number_display: AJU_DISPLAY,
      status: 'completed',
      overall: 'match',
      match: 12,
      executed_by: `${owner.user.first_name} ${owner.user.last_name}`,
      executed_at: '2025-02-28T17:30:00.000Z',
      aju_updated_by: null,
    });
    expect(teh).toMatchObject({ aju_number: null, aju_number_display: null, mismatch: 3, missing: 1 });
    expect(kakao).toMatchObject({ overall: 'review', match: 9, review: 1, missing: 2 });
    expect(kakao.template_names).toEqual(['Ekspor Kakao', 'Kakao Tambahan']);
    expect(kakao.document_types).toEqual(['Commercial Invoice', 'PEB']);

    const page2 = await get('/api/v1/validation/audit?per_page=2&page=2');
    expect(page2.json().meta).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 });
    expect(page2.json().data.map((a: { id: string }) => a.id)).toEqual([audits[0]!.id]);
  });

  it('filters by search, partial aju, verdict, template and WIB days; query/list is the same list', async () => {
    const [kopi, teh, kakao] = audits.map((a) => a.id);
    const list = '/api/v1/validation/audit';
    expect(await ids(`${list}?search=040330-abc123`)).toEqual([kopi]);
    expect(await ids(`${list}?search=teh`)).toEqual([teh]);
    expect(await ids(`${list}?search=${encodeURIComponent('Kakao Tambahan')}`)).toEqual([kakao]);
    expect(await ids(`${list}?search=50%25`)).toEqual([]);
    expect(await ids(`${list}?aju=XYZ987`)).toEqual([kakao]);
    expect(await ids(`${list}?aju=040330`)).toEqual([kakao, kopi]);
    expect(await ids(`${list}?status=mismatch`)).toEqual([teh]);
    expect(await ids(`${list}?template_id=${templateId}`)).toEqual([kakao]);
    expect(await ids(`${list}?date_from=2025-03-01&date_to=2025-03-31`)).toEqual([teh, kopi]);
    expect(await ids(`${list}?date_from=2025-03-01&date_to=2025-03-01`)).toEqual([kopi]);
    expect(await ids(`${list}?date_from=2025-04-01`)).toEqual([kakao]);
    expect(await ids(`${list}?date_to=2025-02-28`)).toEqual([]);
    expect(await ids(`/api/v1/query/list?status=match&search=kopi`)).toEqual([kopi]);
    expect(await ids('/api/v1/query/list?per_page=1')).toEqual([kakao]);

    const backwards = await get(`${list}?date_from=2025-03-31&date_to=2025-03-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.date_to).toBe('Tanggal akhir tidak boleh sebelum tanggal awal');
    expect((await get(`${list}?status=sesuai`)).statusCode).toBe(400);
  });

  it('lets internal staff read and export but not change a nomor aju', async () => {
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    expect(await ids('/api/v1/query/list', staff)).toHaveLength(3);
    expect((await get('/api/v1/validation/download-audit', staff)).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/validation/audit/${audits[1]!.id}/update-aju-number`,
      headers: staff,
      payload: { aju_number: AJU },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('READ_ONLY');
  });

  it('updates the nomor aju through both routes, normalised and checked, recording who and when', async () => {
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const byAudit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/validation/audit/${audits[1]!.id}/update-aju-number`,
      headers: member.auth,
      payload: { aju_number: ' 040330-abc999-20250315-000042 ' },
    });
    expect(byAudit.statusCode, byAudit.body).toBe(200);
    expect(byAudit.json().data).toMatchObject({
      id: audits[1]!.id,
      aju_number: '040330ABC99920250315000042',
      aju_number_display: '040330-ABC999-20250315-000042',
      aju_updated_by: `${member.user.first_name} ${member.user.last_name}`,
    });
    expect(Date.now() - Date.parse(byAudit.json().data.aju_updated_at)).toBeLessThan(60_000);

    const byQuery = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/query/aju-number',
      headers: owner.auth,
      payload: { validation_audit_id: audits[1]!.id, aju_number: '0403.30ABC999 2025.0316 000043' },
    });
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json().data.aju_number).toBe('040330ABC99920250316000043');
    expect(await ids('/api/v1/query/list?aju=20250316')).toEqual([audits[1]!.id]);

    const refused = async (aju: string, message: string) => {
      for (const [url, payload] of [
        [`/api/v1/validation/audit/${audits[1]!.id}/update-aju-number`, { aju_number: aju }],
        ['/api/v1/query/aju-number', { validation_audit_id: audits[1]!.id, aju_number: aju }],
      ] as const) {
        const answer = await t.app.inject({ method: 'PUT', url, headers: owner.auth, payload });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { aju_number: message } });
      }
    };
    await refused('040330ABC99920250316', validationMessages.ajuInvalid);
    await refused('040330ABC9992025031600004', validationMessages.ajuInvalid);
    await refused('040330ABC999202503160000432', validationMessages.ajuInvalid);
    await refused('040330ABC9_920250316000043', validationMessages.ajuInvalid);
    await refused('040330ABC99920250230000043', validationMessages.ajuDate);
    await refused('040330ABC99920251301000043', validationMessages.ajuDate);
    await refused('040330ABC999202X0316000043', validationMessages.ajuDate);
    expect((await get('/api/v1/query/list?aju=20250316')).json().data[0].aju_number).toBe(
      '040330ABC99920250316000043',
    );
  });

  it("answers 404 for another company's audit and for an unknown one", async () => {
    const other = await seedUser(t.ctx.db, t.ctx.config);
    const theirs = await seedCompletedValidation(t.ctx.db, other.companyId, other.user.id, {});
    for (const id of [theirs.audit!.id, crypto.randomUUID()]) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/query/aju-number',
        headers: owner.auth,
        payload: { validation_audit_id: id, aju_number: AJU },
      });
      expect(answer.statusCode).toBe(404);
    }
    const mine = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/validation/audit/${theirs.audit!.id}/update-aju-number`,
      headers: owner.auth,
      payload: { aju_number: AJU },
    });
    expect(mine.statusCode).toBe(404);
  });

  it('downloads the filtered audits as CSV: BOM, Indonesian headers, WIB times, quoted fields', async () => {
    const answer = await get('/api/v1/validation/download-audit?date_to=2025-03-31');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="audit-validasi-${wibDay(new Date())}.csv"`,
    );
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(answer.rawPayload.toString('utf8'), { bom: true });
    expect(rows[0]).toEqual(CSV_HEADERS);
    expect(rows).toHaveLength(3);
    const kopi = rows[2]!;
    expect(kopi.slice(0, 12)).toEqual([
      AJU_DISPLAY,
      'Kopi, "Arabika" Gayo',
      'Ekspor Kopi - Buyer Jepang',
      'Commercial Invoice; Packing List',
      'Selesai',
      'Sesuai',
      '12',
      '0',
      '0',
      '0',
      `${owner.user.first_name} ${owner.user.last_name}`,
      '01/03/2025 00.30 WIB',
    ]);
    expect(rows[1]![5]).toBe('Tidak Sesuai');
  });

  it('exports the query list as XLSX (bold header, widths, real dates) and as CSV', async () => {
    // Kakao's documents were deleted by the retention job (2025-05-02 10:00 WIB), kopi's by hand.
    await t.ctx.db
      .update(validations)
      .set({ documents_deleted_at: new Date('2025-05-02T03:00:00Z'), documents_deleted_reason: 'retention' })
      .where(eq(validations.id, audits[2]!.validationId));
    await t.ctx.db
      .update(validations)
      .set({ documents_deleted_at: new Date('2025-05-03T03:00:00Z'), documents_deleted_reason: 'manual' })
      .where(eq(validations.id, audits[0]!.validationId));
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/query/export', headers: owner.auth });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-validasi-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...CSV_HEADERS]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBeGreaterThan(20);
    const kakao = sheet.getRow(2);
    expect(kakao.getCell(1).value).toBe('040330-XYZ987-20250331-000777');
    expect(kakao.getCell(3).value).toBe('Ekspor Kakao; Kakao Tambahan');
    expect(kakao.getCell(6).value).toBe('Perlu Diperiksa');
    expect(kakao.getCell(9).value).toBe(1);
    expect(kakao.getCell(10).value).toBe(2);
    // A real date showing the WIB wall clock: 2025-04-01 06:30.
    expect(kakao.getCell(12).value).toEqual(new Date('2025-04-01T06:30:00Z'));
    expect(kakao.getCell(12).numFmt).toBe('dd/mm/yyyy hh:mm "WIB"');
    // The mark the query list shows for a shipment whose documents were deleted in Penyimpanan.
    expect(kakao.getCell(20).value).toBe('Dokumen dihapus otomatis (masa simpan)');
    expect(kakao.getCell(21).value).toEqual(new Date('2025-05-02T10:00:00Z'));
    expect(sheet.getRow(3).getCell(20).value).toBeNull();
    expect(sheet.getRow(4).getCell(20).value).toBe('Dokumen dihapus');

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/export?format=csv&status=match',
      headers: owner.auth,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows: string[][] = parse(csv.rawPayload, { bom: true });
    expect(rows.map((row) => row[1])).toEqual(['Nama Validasi', 'Kopi, "Arabika" Gayo']);
    expect(rows[1]!.slice(19)).toEqual(['Dokumen dihapus', '03/05/2025 10.00 WIB']);
  });

  it('streams 10,000 rows to XLSX and CSV in keyset batches (ties on the time across batches)', async () => {
    const big = await seedUser(t.ctx.db, t.ctx.config);
    const newest = new Date('2025-06-30T10:00:00Z');
    await seedManyValidations(t.ctx.db, big.companyId, big.user.id, 10_000, newest);

    const xlsx = await t.app.inject({ method: 'POST', url: '/api/v1/query/export', headers: big.auth });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(2).getCell(12).value).toEqual(new Date('2025-06-30T17:00:00Z'));
    expect(sheet.getRow(10_001).getCell(2).value).toBe('Massal 9999');
    const names = new Set<unknown>();
    sheet.eachRow((row, n) => n > 1 && names.add(row.getCell(2).value));
    expect(names.size).toBe(10_000);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/validation/download-audit',
      headers: big.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(csv.rawPayload, { bom: true });
    expect(rows).toHaveLength(10_001);
    expect(rows[0]).toEqual(CSV_HEADERS);
    expect(new Set(rows.slice(1).map((row) => row[1])).size).toBe(10_000);
    // 2025-06-30 17:00 WIB, then one minute earlier every three rows.
    expect(rows.slice(1, 5).map((row) => row[11])).toEqual([
      '30/06/2025 17.00 WIB',
      '30/06/2025 17.00 WIB',
      '30/06/2025 17.00 WIB',
      '30/06/2025 16.59 WIB',
    ]);

    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/export?format=csv&status=review',
      headers: big.auth,
    });
    expect(parse(filtered.rawPayload, { bom: true })).toHaveLength(3_333 + 1);
  }, 180_000);

  it('lists the validation history (drafts too) with counts, aju, creator and filters', async () => {
    const answer = await get('/api/v1/validation/history');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.meta.total).toBe(4);
    expect(body.data.map((v: { name: string }) => v.name)).toEqual([
      'Draf Baru',
      'Kakao Sulawesi',
      'Teh Hitam',
      'Kopi, "Arabika" Gayo',
    ]);
    expect(body.data[0]).toMatchObject({
      status: 'draft',
      overall: null,
      aju_number: null,
      aju_number_display: null,
      executed_at: null,
      document_count: 2,
      created_by: `${owner.user.first_name} ${owner.user.last_name}`,
    });
    expect(body.data[1]).toMatchObject({
      status: 'completed',
      overall: 'review',
      match: 9,
      review: 1,
      missing: 2,
      document_count: 3,
      aju_number: '040330XYZ98720250331000777',
      aju_number_display: '040330-XYZ987-20250331-000777',
      executed_at: '2025-03-31T23:30:00.000Z',
      completed_at: '2025-03-31T23:30:00.000Z',
    });
    const names = async (query: string) =>
      (await get(`/api/v1/validation/history?${query}`)).json().data.map((v: { name: string }) => v.name);
    expect(await names('status=draft')).toEqual(['Draf Baru']);
    expect(await names('overall=mismatch')).toEqual(['Teh Hitam']);
    expect(await names(`template_id=${templateId}`)).toEqual(['Kakao Sulawesi']);
    expect(await names('search=XYZ987')).toEqual(['Kakao Sulawesi']);
    expect(await names('search=draf')).toEqual(['Draf Baru']);
    expect(await names('per_page=1&page=4')).toEqual(['Kopi, "Arabika" Gayo']);
  });

  it('answers every filter shape of the history from its prepared statements, one company at a time', async () => {
    const history = async (query: string, headers = owner.auth) => {
      const answer = await get(`/api/v1/validation/history?${query}`, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      const { data, meta } = answer.json();
      return { names: data.map((v: { name: string }) => v.name), total: meta.total };
    };
    const kopi = 'Kopi, "Arabika" Gayo';
    // The nomor aju typed with dashes, lower case, spaces or none; the other company's kopi has the same.
    expect(await history('search=040330-abc123')).toEqual({ names: [kopi], total: 1 });
    expect(await history('search=040330-abc123', otherCompany.auth)).toEqual({
      names: ['Kopi Lain'],
      total: 1,
    });
    expect(await history('search=040330-abc123')).toEqual({ names: [kopi], total: 1 });
    expect(await history('search=040330XYZ987')).toEqual({ names: ['Kakao Sulawesi'], total: 1 });
    expect(await history(`search=${encodeURIComponent('040330 xyz987')}`)).toEqual({
      names: ['Kakao Sulawesi'],
      total: 1,
    });
    // A search with nothing of a nomor aju in it looks in the names only (a count without the audits).
    expect(await history('search=-')).toEqual({ names: ['Draf Baru', kopi], total: 2 });
    expect(await history('search=-', otherCompany.auth)).toEqual({ names: ['Kopi Lain'], total: 1 });
    expect(await history(`search=${encodeURIComponent('kakao tambahan')}`)).toEqual({
      names: ['Kakao Sulawesi'],
      total: 1,
    });
    expect(await history('search=kopi')).toEqual({ names: ['Draf Baru', kopi], total: 2 });
    expect(await history('search=kopi&status=completed')).toEqual({ names: [kopi], total: 1 });
    expect(await history('status=completed&overall=match')).toEqual({ names: [kopi], total: 1 });
    expect(await history('status=completed&overall=match', otherCompany.auth)).toEqual({
      names: ['Kopi Lain'],
      total: 1,
    });
    const all = `search=kakao&status=completed&overall=review&template_id=${templateId}`;
    expect(await history(all)).toEqual({ names: ['Kakao Sulawesi'], total: 1 });
    expect(await history(all, otherCompany.auth)).toEqual({ names: [], total: 0 });
    expect(await history(`${all.replace('review', 'match')}`)).toEqual({ names: [], total: 0 });
    expect(await history(`template_id=${templateId}`, otherCompany.auth)).toEqual({ names: [], total: 0 });
    // Paging with a filter: the count is the filter's, the page its slice.
    expect(await history('status=completed&per_page=2&page=2')).toEqual({ names: [kopi], total: 3 });
    // A page past the last: no rows, and still the filter's count.
    expect(await history('status=completed&per_page=2&page=3')).toEqual({ names: [], total: 3 });
    expect(await history('search=040330-abc123&page=2')).toEqual({ names: [], total: 1 });
    expect(await history('search=ekspor&per_page=1&page=2')).toEqual({ names: ['Kakao Sulawesi'], total: 4 });
    expect(await history('search=ekspor&per_page=1&page=2', otherCompany.auth)).toEqual({
      names: [],
      total: 1,
    });
  });

  it('fills the template validation history', async () => {
    const all = await get('/api/v1/template/validation/history');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta.total).toBe(4);
    const one = await get(`/api/v1/template/validation/history?template_id=${templateId}`);
    expect(one.json().data).toEqual([
      expect.objectContaining({
        id: audits[2]!.validationId,
        template_ids: [templateId],
        template_names: ['Ekspor Kakao', 'Kakao Tambahan'],
        status: 'completed',
      }),
    ]);
    const other = await seedUser(t.ctx.db, t.ctx.config);
    const foreign = await get(`/api/v1/template/validation/history?template_id=${templateId}`, other.auth);
    expect(foreign.statusCode).toBe(404);
  });

  it('counts completed verdicts per WIB day over the last 30 days, zero days included', async () => {
    const user = await seedUser(t.ctx.db, t.ctx.config);
    const today = wibDay(new Date());
    const at = (daysAgo: number, minutes = 60) =>
      new Date(wibDayStart(today, -daysAgo).getTime() + minutes * 60_000);
    const seed = (
      executed_at: Date,
      overall: 'match' | 'mismatch' | 'review',
      status = 'completed' as const,
    ) => seedCompletedValidation(t.ctx.db, user.companyId, user.user.id, { executed_at, overall, status });
    await seed(at(0), 'match');
    await seed(at(0, 2), 'match');
    await seed(at(0, 3), 'review');
    await seed(at(1, 23 * 60 + 59), 'mismatch');
    await seed(at(29, 1), 'review');
    await seed(at(30, 23 * 60 + 59), 'match'); // the day before the window
    await seedCompletedValidation(t.ctx.db, user.companyId, user.user.id, {
      executed_at: at(2),
      status: 'failed',
    });
    await seedCompletedValidation(t.ctx.db, user.companyId, user.user.id, { status: 'draft' });

    const answer = await get('/api/v1/validation/stats', user.auth);
    expect(answer.statusCode, answer.body).toBe(200);
    const { days, total } = answer.json().data;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: wibDay(wibDayStart(today, -29)), match: 0, mismatch: 0, review: 1 });
    expect(days[28]).toEqual({ date: wibDay(wibDayStart(today, -1)), match: 0, mismatch: 1, review: 0 });
    expect(days[29]).toEqual({ date: today, match: 2, mismatch: 0, review: 1 });
    expect(
      days
        .slice(1, 28)
        .every(
          (d: { match: number; mismatch: number; review: number }) => d.match + d.mismatch + d.review === 0,
        ),
    ).toBe(true);
    expect(new Set(days.map((d: { date: string }) => d.date)).size).toBe(30);
    expect(total).toBe(5);

    const empty = await get('/api/v1/validation/stats', (await seedUser(t.ctx.db, t.ctx.config)).auth);
    expect(empty.json().data.total).toBe(0);
    expect(empty.json().data.days).toHaveLength(30);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validation/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/query/export' })).statusCode).toBe(401);
  });
});
