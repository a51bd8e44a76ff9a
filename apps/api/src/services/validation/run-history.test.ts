import { validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { seedCompletedValidation } from '../../../test/validation-seed.ts';
import { historyPageQuery, validationHistory } from './run-history.ts';

const query = { page: 1, per_page: 20 } as const;

describe('the validation history reads what it shows', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('selects only the columns of its answer, never the stored result JSON', () => {
    for (const filters of [
      query,
      { ...query, search: 'INV', status: 'completed', overall: 'match' } as const,
    ]) {
      const { sql } = historyPageQuery(t.ctx.db, '00000000-0000-4000-8000-000000000000', filters).toSQL();
      const selectList = sql.slice(0, sql.indexOf(' from '));
      expect(selectList).not.toMatch(/"result"/);
      expect(selectList).not.toMatch(/"validations"\.\*|select \*/i);
      expect(selectList).toContain('"match_count"');
    }
  });

  it('writes the size of a first page into its SQL, so PostgreSQL can keep one plan of it', () => {
    const sqlOf = (page: number, per_page: number) =>
      historyPageQuery(t.ctx.db, '00000000-0000-4000-8000-000000000000', { page, per_page }).toSQL().sql;
    expect(sqlOf(1, 20)).toMatch(/ limit 20$/);
    expect(sqlOf(1, 100)).toMatch(/ limit 100$/);
    // Another size, or a later page: limit and offset are parameters.
    expect(sqlOf(1, 7)).toMatch(/ limit \$\d+$/);
    expect(sqlOf(2, 20)).toMatch(/ limit \$\d+ offset \$\d+$/);
  });

  it('answers a validation with a large stored result from its columns', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const seeded = await seedCompletedValidation(t.ctx.db, owner.companyId, owner.user.id, {
      name: 'Pengiriman Besar',
      counts: { match: 1000, mismatch: 60, review: 30, missing: 10 },
    });
    // ~1 MB of result, as a run of 1,100 labels stores.
    const labels = Array.from({ length: 1100 }, (_, i) => ({ label: `Label ${i}`, detail: 'x'.repeat(900) }));
    await t.ctx.db
      .update(validations)
      .set({ result: { labels } as never })
      .where(eq(validations.id, seeded.validation.id));
    const page = await validationHistory(t.ctx.db, owner.companyId, query);
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: seeded.validation.id,
      name: 'Pengiriman Besar',
      match: 1000,
      mismatch: 60,
      review: 30,
      missing: 10,
      document_count: 2,
    });
    expect(JSON.stringify(page).length).toBeLessThan(2000);
  });
});
