import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listVersions, templates, users, validationDocuments, validations } from '@vd/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany, seedUser } from '../../test/factories.ts';
import { buildTestApp } from '../../test/helper.ts';
import { seedCompletedValidation } from '../../test/validation-seed.ts';

/**
 * The kept list answers (list-cache.ts) and the triggers that tell when they are stale (migration
 * 0018), on the embedded database or on PostgreSQL (DATABASE_URL) alike.
 */
describe('list cache: the template list and the history kept by the company lists version', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string, auth: Record<string, string>, encoding = 'br, gzip') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { ...auth, 'accept-encoding': encoding },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const names = async (url: string, auth: Record<string, string>) =>
    (JSON.parse((await get(url, auth, 'identity')).body).data as Array<{ name: string }>).map((r) => r.name);
  const versionOf = async (companyId: string) =>
    (await t.ctx.db.select().from(listVersions).where(eq(listVersions.company_id, companyId)))[0]?.version ??
    0;
  /** Runs `write` with the lists triggers of `table` switched off: a change the cache cannot know of. */
  const unseen = async (table: string, write: () => Promise<unknown>) => {
    await t.ctx.db.execute(sql.raw(`alter table "${table}" disable trigger user`));
    try {
      await write();
    } finally {
      await t.ctx.db.execute(sql.raw(`alter table "${table}" enable trigger user`));
    }
  };

  it('answers a list again from memory while nothing it shows has changed, and reads it anew after a change', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    await get('template', owner.auth); // no template yet: kept empty
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/template',
      headers: owner.auth,
      payload: { name: 'Ekspor Kopi', description: 'Jepang' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names('template', owner.auth)).toEqual(['Ekspor Kopi']);
    // A rename the triggers do not see: the kept answer still says the old name (it was used) ...
    await unseen('templates', () =>
      t.ctx.db
        .update(templates)
        .set({ name: 'Ekspor Kopi Arabika' })
        .where(eq(templates.company_id, owner.companyId)),
    );
    expect(await names('template', owner.auth)).toEqual(['Ekspor Kopi']);
    // ... and any change the triggers see reads the list anew, the unseen rename with it.
    await t.ctx.db
      .update(templates)
      .set({ description: 'Jepang dan Korea' })
      .where(eq(templates.company_id, owner.companyId));
    expect(await names('template', owner.auth)).toEqual(['Ekspor Kopi Arabika']);
  });

  it('keeps the compressed answer per accepted encoding, and sends it as compressed', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    for (let i = 0; i < 25; i++)
      await seedCompletedValidation(t.ctx.db, owner.companyId, owner.user.id, {
        name: `Pengiriman INV-${i}`,
      });
    const first = await get('validation/history?page=1&per_page=20', owner.auth);
    const again = await get('validation/history?page=1&per_page=20', owner.auth);
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const answer = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    expect(answer.data).toHaveLength(20);
    const gzip = await get('validation/history?page=1&per_page=20', owner.auth, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
    const plain = await get('validation/history?page=1&per_page=20', owner.auth, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(answer);
  });

  it("never answers one company's or one member's kept list to another", async () => {
    const a = await seedUser(t.ctx.db, t.ctx.config);
    const b = await seedUser(t.ctx.db, t.ctx.config);
    await seedCompletedValidation(t.ctx.db, a.companyId, a.user.id, { name: 'Milik A' });
    await seedCompletedValidation(t.ctx.db, b.companyId, b.user.id, { name: 'Milik B' });
    expect(await names('validation/history', a.auth)).toEqual(['Milik A']);
    expect(await names('validation/history', b.auth)).toEqual(['Milik B']);
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: a.companyId, role: 'member' });
    await unseen('validations', () =>
      t.ctx.db
        .update(validations)
        .set({ name: 'Milik A (baru)' })
        .where(eq(validations.company_id, a.companyId)),
    );
    // The owner's kept answer is the owner's; the member reads the database.
    expect(await names('validation/history', a.auth)).toEqual(['Milik A']);
    expect(await names('validation/history', member.auth)).toEqual(['Milik A (baru)']);
  });

  it('raises the version once per writing transaction, for every table the lists show, a name change of a member too', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const other = await seedCompany(t.ctx.db);
    const start = await versionOf(owner.companyId);
    const { validation } = await seedCompletedValidation(t.ctx.db, owner.companyId, owner.user.id);
    // The seed wrote the validation, its two documents and its audit in three statements.
    const seeded = await versionOf(owner.companyId);
    expect(seeded).toBe(start + 3);
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(validations).set({ name: 'Satu' }).where(eq(validations.id, validation.id));
      await tx
        .update(validationDocuments)
        .set({ position: 5 })
        .where(eq(validationDocuments.validation_id, validation.id));
    });
    expect(await versionOf(owner.companyId)).toBe(seeded + 1);
    await t.ctx.db.update(users).set({ phone: '81200000000' }).where(eq(users.id, owner.user.id));
    expect(await versionOf(owner.companyId)).toBe(seeded + 1);
    await t.ctx.db.update(users).set({ first_name: 'Bambang' }).where(eq(users.id, owner.user.id));
    expect(await versionOf(owner.companyId)).toBe(seeded + 2);
    expect(await versionOf(other.id)).toBe(0);
    expect((await names('validation/history', owner.auth)).length).toBe(1);
  });

  it('lets a company be deleted with its lists (the triggers do not bring its version back)', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    await seedCompletedValidation(t.ctx.db, owner.companyId, owner.user.id);
    expect(await versionOf(owner.companyId)).toBeGreaterThan(0);
    await t.ctx.db.execute(sql`delete from companies where id = ${owner.companyId}`);
    expect(
      await t.ctx.db.select().from(listVersions).where(eq(listVersions.company_id, owner.companyId)),
    ).toEqual([]);
  });
});
