import { randomBytes } from 'node:crypto';
import { type TopupResponse, taxOf } from '@vd/contract';
import { slotPackages, topupTransactions, users } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { expireTopupsJob } from '../../../jobs/definitions/expire-topups.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { paymentGateway } from '../gateway/gateway.ts';
import { transactionView } from './transaction-view.ts';

/** A unique order id for the gateway: at most 50 characters of `[A-Za-z0-9-_~.]`. */
export function newOrderId(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `VD-${day}-${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** Opens a pending top-up for one package and a payment at the gateway; answers where to pay. */
export async function createTopup(
  ctx: AppContext,
  caller: Caller,
  packageId: string,
): Promise<TopupResponse['data']> {
  const [pkg] = await ctx.db
    .select()
    .from(slotPackages)
    .where(and(eq(slotPackages.id, packageId), eq(slotPackages.active, true)));
  if (!pkg) throw new AppError('PACKAGE_UNAVAILABLE');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');

  const gateway = paymentGateway(ctx);
  const money = taxOf(pkg.price_idr);
  const expiryMinutes = ctx.config.payment.expiryMinutes;
  const expiresAt = new Date(Date.now() + expiryMinutes * 60_000);
  const [created] = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(topupTransactions)
      .values({
        company_id: caller.companyId,
        created_by: caller.userId,
        order_id: newOrderId(),
        package_id: pkg.id,
        package_name: pkg.name,
        slots: pkg.slots,
        price_idr: money.price,
        dpp_idr: money.dpp,
        ppn_idr: money.ppn,
        total_idr: money.total,
        gateway: gateway.name,
        expires_at: expiresAt,
      })
      .returning();
    await ctx.queue.enqueue(
      expireTopupsJob,
      {},
      { tx, runAt: new Date(expiresAt.getTime() + 60_000), singletonKey: `expire-topup:${rows[0]!.id}` },
    );
    return rows;
  });
  const row = created!;

  let page: Awaited<ReturnType<typeof gateway.createPayment>>;
  try {
    page = await gateway.createPayment({
      orderId: row.order_id,
      total: money.total,
      price: money.price,
      ppn: money.ppn,
      packageName: pkg.name,
      slots: pkg.slots,
      expiryMinutes,
      customer: {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
      },
      payer: { companyId: caller.companyId, userId: caller.userId },
    });
  } catch (error) {
    await ctx.db
      .update(topupTransactions)
      .set({ status: 'failed', updated_at: new Date() })
      .where(eq(topupTransactions.id, row.id));
    throw error;
  }
  const [saved] = await ctx.db
    .update(topupTransactions)
    .set({ redirect_url: page.redirectUrl, gateway_token: page.token, updated_at: new Date() })
    .where(eq(topupTransactions.id, row.id))
    .returning();
  return { transaction: transactionView(saved!, null), redirect_url: page.redirectUrl, token: page.token };
}
