import { internalStaff, slotLedger } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSlots, internalAuth } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';

describe('manual slot adjustments by internal staff', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const adjust = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/slot/adjustment', headers, payload });

  it('records the delta, the reason and the staff member; shows it in slot; never below zero', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    await grantSlots(t.ctx.db, owner.companyId, 3);
    const other = await seedUser(t.ctx.db, t.ctx.config);
    const staff = await internalAuth(t.ctx.db, t.ctx.config, other.companyId);

    const added = await adjust(staff, {
      company_id: owner.companyId,
      delta: 7,
      reason: '  Kompensasi gangguan layanan  ',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      balance: 10,
      entry: { kind: 'adjustment', delta: 7, note: 'Kompensasi gangguan layanan' },
    });
    const slot = (await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: owner.auth })).json()
      .data;
    expect(slot.balance).toBe(10);
    expect(slot.entries[0]).toMatchObject({
      kind: 'adjustment',
      delta: 7,
      note: 'Kompensasi gangguan layanan',
    });
    const [row] = await t.ctx.db
      .select()
      .from(slotLedger)
      .where(eq(slotLedger.id, added.json().data.entry.id));
    const [who] = await t.ctx.db.select().from(internalStaff).where(eq(internalStaff.id, row!.staff_id!));
    expect(who?.email).toMatch(/^staf\./);

    const tooMuch = await adjust(staff, {
      company_id: owner.companyId,
      delta: -11,
      reason: 'Salah input paket',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'BALANCE_BELOW_ZERO' });
    expect(tooMuch.json().message).toContain('Saldo saat ini: 10 slot');
    const toZero = await adjust(staff, {
      company_id: owner.companyId,
      delta: -10,
      reason: 'Salah input paket',
    });
    expect(toZero.json().data.balance).toBe(0);
    const ledger = await t.ctx.db.select().from(slotLedger).where(eq(slotLedger.company_id, owner.companyId));
    expect(ledger.reduce((sum, e) => sum + e.delta, 0)).toBe(0);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/company/internal?search=${encodeURIComponent(owner.companyName)}`,
      headers: staff,
    });
    expect(list.json().data[0]).toMatchObject({ id: owner.companyId, slot_balance: 0 });
  });

  it('refuses bad input, unknown companies and anyone who is not internal staff', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const staff = await internalAuth(t.ctx.db, t.ctx.config, owner.companyId);
    const ok = { company_id: owner.companyId, delta: 5, reason: 'Bonus uji coba' };
    const bad: [object, string, string][] = [
      [{ ...ok, delta: 0 }, 'delta', 'Jumlah koreksi tidak boleh nol'],
      [{ ...ok, delta: 1.5 }, 'delta', 'Jumlah koreksi harus bilangan bulat'],
      [{ ...ok, reason: ' abc ' }, 'reason', 'Alasan minimal 5 karakter'],
      [{ ...ok, reason: 'x'.repeat(301) }, 'reason', 'Alasan maksimal 300 karakter'],
      [{ company_id: owner.companyId, delta: 5 }, 'reason', ''],
    ];
    for (const [payload, field, message] of bad) {
      const answer = await adjust(staff, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors[field]).toContain(message);
    }
    const unknown = await adjust(staff, { ...ok, company_id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);

    const admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    expect((await adjust(owner.auth, ok)).statusCode).toBe(403);
    expect((await adjust(admin.auth, ok)).statusCode).toBe(403);
    expect((await adjust({}, ok)).statusCode).toBe(401);
    const slot = (await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: owner.auth })).json()
      .data;
    expect(slot).toEqual({ balance: 0, entries: [] });
  });
});
