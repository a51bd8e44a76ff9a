import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSlots } from '../../../test/billing.ts';
import { seedUser } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { emailsTo } from '../../../test/mail.ts';
import { chargeSlot, refundSlot } from './charge-slot.ts';

describe('the low-balance e-mail', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const charge = (companyId: string, reference = crypto.randomUUID()) =>
    t.ctx.db.transaction((tx) => chargeSlot(tx, t.ctx, companyId, reference)).then(() => reference);
  const alerts = (email: string) => emailsTo(t.ctx.db, email, 'Saldo slot').then((rows) => rows.length);

  it('goes to owner and admins once per crossing of the threshold; a refund does not re-arm it', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const admin = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'admin' });
    const member = await seedUser(t.ctx.db, t.ctx.config, { companyId: owner.companyId, role: 'member' });
    await grantSlots(t.ctx.db, owner.companyId, 7); // default threshold: 5

    await charge(owner.companyId); // 6
    expect(await alerts(owner.user.email)).toBe(0);
    const crossing = await charge(owner.companyId); // 5: crosses
    expect(await alerts(owner.user.email)).toBe(1);
    expect(await alerts(admin.user.email)).toBe(1);
    expect(await alerts(member.user.email)).toBe(0);
    const [mail] = await emailsTo(t.ctx.db, owner.user.email, 'Saldo slot');
    expect(mail?.subject).toBe(`Saldo slot ${owner.companyName} menipis`);
    expect(mail?.text).toContain('tinggal 5 slot');
    expect(mail?.text).toContain('/admin/wallet');

    const below = await charge(owner.companyId); // 4
    await t.ctx.db.transaction((tx) => refundSlot(tx, owner.companyId, crossing)); // 5
    await t.ctx.db.transaction((tx) => refundSlot(tx, owner.companyId, below)); // 6: above again
    await charge(owner.companyId); // 5: crosses, but only refunds came in between
    expect(await alerts(owner.user.email)).toBe(1);

    await grantSlots(t.ctx.db, owner.companyId, 3); // 8: a credit re-arms
    for (let i = 0; i < 3; i++) await charge(owner.companyId); // 7, 6, 5
    expect(await alerts(owner.user.email)).toBe(2);
  });

  it('follows the company’s threshold and stays quiet when turned off', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const quiet = await seedUser(t.ctx.db, t.ctx.config);
    const put = (auth: Record<string, string>, notifications: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings/update',
        headers: auth,
        payload: { notifications },
      });
    await put(owner.auth, { low_balance_threshold: 1 });
    await put(quiet.auth, { email_low_balance: false });
    await grantSlots(t.ctx.db, owner.companyId, 3);
    await grantSlots(t.ctx.db, quiet.companyId, 6);
    await charge(owner.companyId); // 2
    expect(await alerts(owner.user.email)).toBe(0);
    await charge(owner.companyId); // 1
    expect(await alerts(owner.user.email)).toBe(1);
    await charge(quiet.companyId); // 5
    await charge(quiet.companyId); // 4
    expect(await alerts(quiet.user.email)).toBe(0);
  });
});
