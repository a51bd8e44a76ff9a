import { type PriceResponse, ppnRule, taxOf } from '@vd/contract';
import { type Db, slotPackages } from '@vd/db';
import { asc, eq } from 'drizzle-orm';

/** The active slot packages with DPP, PPN and total (docs/domain.md "PPN"). */
export async function listPrices(db: Db): Promise<PriceResponse['data']> {
  const rows = await db
    .select()
    .from(slotPackages)
    .where(eq(slotPackages.active, true))
    .orderBy(asc(slotPackages.sort_order), asc(slotPackages.slots));
  return {
    ppn_rate_percent: ppnRule.rate_percent,
    dpp_fraction: '11/12',
    currency: 'IDR',
    packages: rows.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      slots: p.slots,
      price_per_slot: Math.round(p.price_idr / p.slots),
      ...taxOf(p.price_idr),
    })),
  };
}
