import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { seedNotification } from '../../../test/validation-seed.ts';

type Seeded = Awaited<ReturnType<typeof seedUser>>;

describe('notifications', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Seeded;
  let colleague: Seeded;
  /** The owner's notifications, oldest first: read, unread, unread. */
  let mine: string[];
  let theirs: string;
  let otherCompany: string;

  const call = (method: 'GET' | 'PUT', url: string, headers = owner.auth) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.ctx.db;
    owner = await seedUser(db, t.ctx.config);
    colleague = await seedUser(db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    const base = Date.parse('2025-05-01T03:00:00Z');
    mine = [];
    for (const [i, read] of [true, false, false].entries()) {
      const row = await seedNotification(db, owner.companyId, owner.user.id, {
        read,
        title: `Validasi ${i + 1} selesai`,
        created_at: new Date(base + i * 60_000),
      });
      mine.push(row.id);
    }
    theirs = (await seedNotification(db, owner.companyId, colleague.user.id)).id;
    // The same person in another company sees that company's notifications only there.
    const other = await seedUser(db, t.ctx.config);
    otherCompany = (await seedNotification(db, other.companyId, owner.user.id)).id;
  });
  afterAll(() => t.close());

  it("lists the caller's own notifications newest first, with the unread count", async () => {
    const answer = await call('GET', '/notification');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.data.map((n: { id: string }) => n.id)).toEqual([mine[2], mine[1], mine[0]]);
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 3, total_pages: 1 });
    expect(body.unread).toBe(2);
    expect(body.data[0]).toMatchObject({
      kind: 'validation_completed',
      title: 'Validasi 3 selesai',
      read: false,
      created_at: '2025-05-01T03:02:00.000Z',
    });
    expect(body.data[2].read).toBe(true);
    expect(body.data.map((n: { id: string }) => n.id)).not.toContain(otherCompany);

    const unread = (await call('GET', '/notification?unread=true&per_page=1')).json();
    expect(unread.data.map((n: { id: string }) => n.id)).toEqual([mine[2]]);
    expect(unread.meta).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    expect((await call('GET', '/notification?unread=maybe')).statusCode).toBe(400);

    const count = await call('GET', '/notification/unread-count');
    expect(count.json()).toEqual({ message: 'Berhasil', data: { unread: 2 } });
    expect(
      (await call('GET', '/notification', colleague.auth)).json().data.map((n: { id: string }) => n.id),
    ).toEqual([theirs]);
  });

  it("marks one read (idempotently) and answers 404 for someone else's", async () => {
    const read = await call('PUT', `/notification/${mine[1]}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ unread: 1 });
    expect((await call('PUT', `/notification/${mine[1]}/read`)).json().data).toEqual({ unread: 1 });
    for (const id of [theirs, otherCompany, crypto.randomUUID()])
      expect((await call('PUT', `/notification/${id}/read`)).statusCode).toBe(404);
    expect((await call('GET', '/notification/unread-count', colleague.auth)).json().data.unread).toBe(1);
  });

  it('marks all read for the caller only', async () => {
    const all = await call('PUT', '/notification/read-all');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual({ unread: 0 });
    const list = (await call('GET', '/notification')).json();
    expect(list.unread).toBe(0);
    expect(list.data.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await call('GET', '/notification/unread-count', colleague.auth)).json().data.unread).toBe(1);
  });

  it('gives internal staff no notifications and refuses their writes', async () => {
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    const list = await call('GET', '/notification', staff);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: [], unread: 0, meta: { total: 0 } });
    expect((await call('GET', '/notification/unread-count', staff)).json().data.unread).toBe(0);
    for (const url of ['/notification/read-all', `/notification/${theirs}/read`]) {
      const answer = await call('PUT', url, staff);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('READ_ONLY');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notification' })).statusCode).toBe(401);
  });
});
