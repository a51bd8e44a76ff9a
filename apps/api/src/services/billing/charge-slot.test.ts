import { slotLedger } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSlots } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { chargeSlot, refundSlot } from './charge-slot.ts';
import { slotBalance } from './slot-balance.ts';

describe('charging slots', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const charge = (companyId: string, reference: string) =>
    t.ctx.db.transaction((tx) => chargeSlot(tx, t.ctx, companyId, reference));

  it('charges exactly 10 of 50 concurrent executes against a balance of 10, never below zero', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    await grantSlots(t.ctx.db, owner.companyId, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => charge(owner.companyId, crypto.randomUUID())),
    );
    const charged = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(charged).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_SLOTS', status: 402 });
    expect(await slotBalance(t.ctx.db, owner.companyId)).toBe(0);
    const shown = await t.app.inject({ method: 'GET', url: '/api/v1/slot', headers: owner.auth });
    const ledger = await t.ctx.db.select().from(slotLedger).where(eq(slotLedger.company_id, owner.companyId));
    expect(shown.json().data.balance).toBe(ledger.reduce((sum, e) => sum + e.delta, 0));
  });

  it('charges a reference once and refunds it once', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    await grantSlots(t.ctx.db, owner.companyId, 2);
    const ref = crypto.randomUUID();
    expect(await charge(owner.companyId, ref)).toEqual({ charged: true, balance: 1 });
    expect(await charge(owner.companyId, ref)).toEqual({ charged: false, balance: 1 });
    const refund = () => t.ctx.db.transaction((tx) => refundSlot(tx, owner.companyId, ref));
    expect(await refund()).toEqual({ refunded: true });
    expect(await refund()).toEqual({ refunded: false });
    expect(await t.ctx.db.transaction((tx) => refundSlot(tx, owner.companyId, crypto.randomUUID()))).toEqual({
      refunded: false,
    });
    expect(await slotBalance(t.ctx.db, owner.companyId)).toBe(2);
    const sub = await t.app.inject({
      method: 'GET',
      url: '/api/v1/settings/subscription',
      headers: owner.auth,
    });
    expect(sub.json().data).toMatchObject({
      slots_bought: 0,
      slots_bonus: 2,
      slots_used: 0,
      slots_left: 2,
      validations_this_month: 1,
    });
  });
});
