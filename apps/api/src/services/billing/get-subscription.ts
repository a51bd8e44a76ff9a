import type { SubscriptionResponse } from '@vd/contract';
import { type Db, slotLedger } from '@vd/db';
import { and, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { wibMonth, wibMonthStart } from '../wib-time.ts';

const CHART_MONTHS = 6;

/** Plan and usage: slots bought, used and left, validations this month, and six months for a chart. */
export async function getSubscription(
  db: Db,
  companyId: string,
  now = new Date(),
): Promise<SubscriptionResponse['data']> {
  const month = wibMonth(now);
  const since = wibMonthStart(month, -(CHART_MONTHS - 1));
  const [totals, recent, [last]] = await Promise.all([
    db
      .select({ kind: slotLedger.kind, sum: sql<string>`coalesce(sum(${slotLedger.delta}), 0)` })
      .from(slotLedger)
      .where(eq(slotLedger.company_id, companyId))
      .groupBy(slotLedger.kind),
    db
      .select({ kind: slotLedger.kind, delta: slotLedger.delta, created_at: slotLedger.created_at })
      .from(slotLedger)
      .where(
        and(
          eq(slotLedger.company_id, companyId),
          inArray(slotLedger.kind, ['validation', 'topup']),
          gte(slotLedger.created_at, since),
        ),
      ),
    db
      .select({ at: max(slotLedger.created_at) })
      .from(slotLedger)
      .where(and(eq(slotLedger.company_id, companyId), eq(slotLedger.kind, 'topup'))),
  ]);
  const total = (kind: string) => Number(totals.find((t) => t.kind === kind)?.sum ?? 0);
  const months = Array.from({ length: CHART_MONTHS }, (_, i) =>
    wibMonth(wibMonthStart(month, i - CHART_MONTHS + 1)),
  );
  const usage = months.map((m) => ({ month: m, validations: 0, slots_bought: 0 }));
  for (const entry of recent) {
    const bucket = usage.find((u) => u.month === wibMonth(entry.created_at));
    if (!bucket) continue;
    if (entry.kind === 'validation') bucket.validations += 1;
    else bucket.slots_bought += entry.delta;
  }
  const left = totals.reduce((sum, t) => sum + Number(t.sum), 0);
  return {
    plan: 'prabayar',
    slots_bought: total('topup'),
    slots_bonus: total('trial') + total('adjustment'),
    slots_used: -(total('validation') + total('refund')),
    slots_left: Math.max(0, left),
    validations_this_month: usage.at(-1)?.validations ?? 0,
    month,
    last_topup_at: last?.at ? new Date(last.at).toISOString() : null,
    usage_by_month: usage,
  };
}
