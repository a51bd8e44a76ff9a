import type { ValidationStatsResponse } from '@vd/contract';
import { type Db, validations } from '@vd/db';
import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { wibDay, wibDayStart } from '../wib-time.ts';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET validation/stats: completed validations per WIB day and overall verdict over the last 30
 * days (today included), oldest first, every day present.
 */
export async function validationStats(
  db: Db,
  companyId: string,
  now = new Date(),
): Promise<ValidationStatsResponse['data']> {
  const v = validations;
  const start = wibDayStart(wibDay(now), 1 - DAYS);
  const end = new Date(start.getTime() + DAYS * DAY_MS);
  const rows = await db
    .select({
      day: sql<number>`floor(extract(epoch from (${v.completed_at} - ${start.toISOString()}::timestamptz)) / 86400)`.mapWith(
        Number,
      ),
      overall: v.overall,
      n: count(),
    })
    .from(v)
    .where(
      and(
        eq(v.company_id, companyId),
        eq(v.status, 'completed'),
        isNotNull(v.overall),
        gte(v.completed_at, start),
        lt(v.completed_at, end),
      ),
    )
    .groupBy(sql`1`, v.overall);
  const days = Array.from({ length: DAYS }, (_, i) => ({
    date: wibDay(new Date(start.getTime() + i * DAY_MS)),
    match: 0,
    mismatch: 0,
    review: 0,
  }));
  for (const row of rows) {
    const day = days[row.day];
    if (day && row.overall) day[row.overall] += row.n;
  }
  return { days, total: rows.reduce((sum, row) => sum + row.n, 0) };
}
