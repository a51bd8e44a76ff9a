import { libraryEntries } from '@vd/db';
import { normalize } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { normalizeReferenceOf } from '../../services/library/company-reference.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = Record<string, string>;

async function xlsx(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BTKI');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('Pustaka (library): lists, search, company entries and aliases, HS list import', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Auth, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload && { payload }) });
  const upload = (auth: Auth, bytes: Buffer, name: string, type: string) => {
    const body = multipartFile(bytes, name, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/library/hs_code/import',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };
  const company = async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    return { owner: owner.auth, admin: admin.auth, member: member.auth, staff, companyId: owner.companyId };
  };
  const hsCount = async (companyId: string) =>
    (
      await t.ctx.db
        .select()
        .from(libraryEntries)
        .where(and(eq(libraryEntries.company_id, companyId), eq(libraryEntries.list, 'hs_code')))
    ).length;

  it('lists the shipped lists with counts and searches them (code, Indonesian and English names)', async () => {
    const a = await company();
    const lists = await call('GET', 'library', a.member);
    expect(lists.statusCode, lists.body).toBe(200);
    const byList = Object.fromEntries(lists.json().data.map((l: { list: string }) => [l.list, l]));
    expect(byList.country.shipped_count).toBeGreaterThan(240);
    expect(byList.incoterm).toMatchObject({ shipped_count: 11, company_entries: false, aliases: false });
    expect(byList.hs_code).toMatchObject({ shipped_count: 0, company_count: 0, company_entries: true });

    const priok = await call('GET', 'library/port?search=priok', a.member);
    expect(priok.json().data.map((e: { code: string }) => e.code)).toEqual(['IDTPP']);
    expect(priok.json().data[0]).toMatchObject({
      name: 'Tanjung Priok, Jakarta',
      source: 'shipped',
      entry_id: null,
    });
    const japan = await call('GET', 'library/country?search=japan', a.member);
    expect(japan.json().data[0]).toMatchObject({ code: 'JP', name: 'Jepang' });
    const usd = await call('GET', 'library/currency?search=USD&per_page=5', a.member);
    expect(usd.json().data[0]).toMatchObject({ code: 'USD', name: 'Dolar Amerika Serikat' });
    const page2 = await call('GET', 'library/country?page=2&per_page=100', a.member);
    expect(page2.json().meta).toMatchObject({ page: 2, per_page: 100, total_pages: 3 });
  });

  it('bad input answers 400 in Indonesian and stores nothing', async () => {
    const a = await company();
    const unknownList = await call('GET', 'library/planets', a.member);
    expect(unknownList.statusCode).toBe(400);
    const badPort = await call('POST', 'library/port/entries', a.owner, { code: 'XX', name: 'Pelabuhan X' });
    expect(badPort.statusCode).toBe(400);
    expect(badPort.json().errors).toEqual({
      code: 'Kode pelabuhan harus UN/LOCODE 5 karakter (misalnya IDTPP).',
    });
    const noName = await call('POST', 'library/hs_code/entries', a.owner, { code: '0901.11.10', name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toBe('Masukkan nama atau uraian.');
    // Eight digits, but of a chapter no tariff book has: the engine would refuse it as read.
    const noChapter = await call('POST', 'library/hs_code/entries', a.owner, {
      code: '9901.11.10',
      name: 'Kopi',
    });
    expect(noChapter.statusCode).toBe(400);
    expect(noChapter.json().errors.code).toBe('Kode HS tidak ada di BTKI 2022: tidak ada bab 99.');
    const country = await call('POST', 'library/country/entries', a.owner, { code: 'XK', name: 'Kosovo' });
    expect(country.statusCode).toBe(400);
    expect(country.json().message).toContain('standar resmi');
    const incotermAlias = await call('POST', 'library/incoterm/aliases', a.owner, {
      code: 'FOB',
      alias: 'FREE ON BOARD',
    });
    expect(incotermAlias.statusCode).toBe(400);
    const unknownCode = await call('POST', 'library/port/aliases', a.owner, {
      code: 'IDXXX',
      alias: 'Pelabuhan X',
    });
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json().errors.code).toBe('Kode ini tidak ada di daftar.');
    const shipped = await call('POST', 'library/port/entries', a.owner, { code: 'idtpp', name: 'Priok' });
    expect(shipped.statusCode).toBe(409);
    const lists = await call('GET', 'library', a.owner);
    expect(lists.json().data.every((l: { company_count: number }) => l.company_count === 0)).toBe(true);
  });

  it('company entries and aliases: owners and admins add, every member reads, staff and members are refused; the engine reads them', async () => {
    const a = await company();
    const port = await call('POST', 'library/port/entries', a.admin, { code: 'idktg', name: 'Ketapang' });
    expect(port.statusCode, port.body).toBe(201);
    expect(port.json().data).toMatchObject({ code: 'IDKTG', source: 'company' });
    const alias = await call('POST', 'library/port/aliases', a.owner, {
      code: 'IDKTG',
      alias: 'Pelabuhan Ketapang',
    });
    expect(alias.statusCode, alias.body).toBe(201);
    const shippedAlias = await call('POST', 'library/country/aliases', a.owner, {
      code: 'JP',
      alias: 'Nippon',
    });
    expect(shippedAlias.statusCode, shippedAlias.body).toBe(201);
    const takenAlias = await call('POST', 'library/country/aliases', a.owner, { code: 'CN', alias: 'japan' });
    expect(takenAlias.statusCode).toBe(409);
    expect(takenAlias.json().errors.alias).toBe('Alias ini sudah dipakai di daftar ini.');

    for (const who of [a.member, a.staff]) {
      expect((await call('POST', 'library/port/entries', who, { code: 'IDXYZ', name: 'X' })).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', 'library/port/aliases', who, { code: 'IDTPP', alias: 'PRIOK X' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `library/entries/${port.json().data.entry_id}`, who)).statusCode).toBe(
        403,
      );
    }
    const read = await call('GET', 'library/port?source=company', a.member);
    expect(read.json().data).toEqual([
      expect.objectContaining({
        code: 'IDKTG',
        company_aliases: [expect.objectContaining({ alias: 'PELABUHAN KETAPANG' })],
      }),
    ]);
    expect((await call('GET', 'library/port?search=ketapang', a.staff)).json().data).toHaveLength(1);

    // The engine's normalisers read the company's lists.
    const reference = await normalizeReferenceOf(t.ctx.db, a.companyId);
    expect(normalize('port', 'Pelabuhan Ketapang', { reference }).value).toBe('IDKTG');
    expect(normalize('country', 'NIPPON', { reference }).value).toBe('JP');
    expect(normalize('port', 'Pelabuhan Ketapang').value).toBe('PELABUHAN KETAPANG');

    // Another company sees none of it and cannot touch it.
    const b = await company();
    expect((await call('GET', 'library/port?source=company', b.owner)).json().data).toEqual([]);
    expect((await normalizeReferenceOf(t.ctx.db, b.companyId)).port).toBeUndefined();
    expect((await call('DELETE', `library/entries/${port.json().data.entry_id}`, b.owner)).statusCode).toBe(
      404,
    );
    const aliasId = alias.json().data.company_aliases[0].id;
    expect((await call('DELETE', `library/aliases/${aliasId}`, b.owner)).statusCode).toBe(404);

    expect((await call('DELETE', `library/aliases/${aliasId}`, a.owner)).statusCode).toBe(200);
    expect((await call('DELETE', `library/entries/${port.json().data.entry_id}`, a.owner)).statusCode).toBe(
      200,
    );
    expect((await call('GET', 'library/port?source=company', a.owner)).json().data).toEqual([]);
  });

  it('imports an HS list from XLSX (a code Excel kept as a number gets its zero back), then updates descriptions', async () => {
    const a = await company();
    const file = await xlsx([
      ['Daftar kode HS PT Uji'],
      ['Kode HS', 'Uraian Barang'],
      ['0901.11.10', 'Kopi arabika, belum disangrai'],
      [9011190, 'Kopi lainnya, belum disangrai'],
      ['0902.40.10', 'Teh hitam, daun'],
      ['', ''],
      ['1801.00.00', 'Biji kakao'],
    ]);
    const sheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect((await upload(a.member, file, 'hs.xlsx', sheet)).statusCode).toBe(403);
    const first = await upload(a.owner, file, 'hs.xlsx', sheet);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ created: 4, updated: 0, total: 4 });
    const coffee = await call('GET', 'library/hs_code?search=0901.11', a.member);
    expect(coffee.json().data.map((e: { code: string }) => e.code)).toEqual(['09011110', '09011190']);
    const tea = await call('GET', 'library/hs_code?search=teh', a.member);
    expect(tea.json().data[0]).toMatchObject({
      code: '09024010',
      name: 'Teh hitam, daun',
      source: 'company',
    });

    const again = await upload(
      a.admin,
      await xlsx([
        ['HS Code', 'Description'],
        ['0902.40.10', 'Teh hitam fermentasi, daun'],
        ['0901.11.10', 'Kopi arabika, belum disangrai'],
      ]),
      'hs-2.xlsx',
      sheet,
    );
    expect(again.json().data).toEqual({ created: 0, updated: 1, total: 4 });
  });

  it('refuses a CSV with bad rows as a whole, naming each row, and a file that is no sheet', async () => {
    const a = await company();
    const csv = Buffer.from(
      [
        'Kode HS;Uraian',
        '0901.11.10;Kopi arabika',
        '12345;Kode pendek',
        '0902.40.10;',
        '0901.11.10;Kopi lagi',
        '0902.30.10;Teh hijau',
        '9801.00.00;Barang pos',
      ].join('\r\n'),
    );
    const res = await upload(a.owner, csv, 'hs.csv', 'text/csv');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        'Impor dibatalkan: 4 baris bermasalah. Perbaiki baris tersebut lalu unggah kembali; tidak ada yang disimpan.',
      errors: {
        'baris 3': 'Kode HS harus 6, 8 atau 10 digit (misalnya 0901.11.10). Terbaca: "12345".',
        'baris 4': 'Uraian kosong.',
        'baris 5': 'Kode HS sama dengan baris 2.',
        'baris 7': 'Kode HS tidak ada di BTKI 2022: tidak ada bab 98. Terbaca: "9801.00.00".',
      },
    });
    expect(await hsCount(a.companyId)).toBe(0);

    const pdf = await upload(
      a.owner,
      Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'),
      'hs.xlsx',
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(400);
    const noColumns = await upload(a.owner, Buffer.from('Nama,Alamat\nBudi,Jakarta\n'), 'x.csv', 'text/csv');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe('Kolom "Kode HS" dan "Uraian" tidak ditemukan pada baris judul.');
    const zip = await upload(a.owner, Buffer.from('PK\u0003\u0004garbage'), 'hs.xlsx', 'application/zip');
    expect(zip.statusCode).toBe(400);
    expect(await hsCount(a.companyId)).toBe(0);

    const good = await upload(
      a.owner,
      Buffer.from('Kode HS,Uraian\n"0901.11.10","Kopi arabika, belum disangrai"\n'),
      'hs.csv',
      'text/csv',
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.created).toBe(1);
  });
});
