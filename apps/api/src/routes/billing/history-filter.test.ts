import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTransaction } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('transaction history by date range', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts whole WIB days, inclusive, and refuses an end before the start', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    // 2025-03-01 00:30 WIB is still 2025-02-28 in UTC; 2025-03-31 23:30 WIB is 16:30 UTC.
    const first = await seedTransaction(t.ctx.db, owner.companyId, new Date('2025-02-28T17:30:00Z'));
    const last = await seedTransaction(t.ctx.db, owner.companyId, new Date('2025-03-31T16:30:00Z'));
    await seedTransaction(t.ctx.db, owner.companyId, new Date('2025-02-28T16:30:00Z'), 'failed');
    await seedTransaction(t.ctx.db, owner.companyId, new Date('2025-03-31T17:30:00Z'));
    const ids = async (query: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/transaction/history?${query}`,
        headers: owner.auth,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.map((row: { id: string }) => row.id);
    };
    expect(await ids('date_from=2025-03-01&date_to=2025-03-31')).toEqual([last.id, first.id]);
    expect(await ids('date_from=2025-03-01&date_to=2025-03-01')).toEqual([first.id]);
    expect(await ids('date_to=2025-02-28&status=failed')).toHaveLength(1);
    expect(await ids('date_from=2025-04-01')).toHaveLength(1);

    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/v1/transaction/history?date_from=2025-03-31&date_to=2025-03-01',
      headers: owner.auth,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.date_to).toBe('Tanggal akhir tidak boleh sebelum tanggal awal');
  });
});
