/**
 * `npx tsx bench/explain-history.ts` (with DATABASE_URL on a PostgreSQL server): seeds 100,000
 * validations of one company in a fresh database (seed-validations.ts), then prints the plan and
 * time (EXPLAIN ANALYZE) of the validation history's page and count queries, as the service builds
 * them, for each filter. The plans are recorded in docs/speed.md.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { closeContext, createContext } from '../apps/api/src/context.ts';
import { createLogger } from '../apps/api/src/logger.ts';
import { historyPageQuery } from '../apps/api/src/services/validation/run-history.ts';
import { seedUser } from '../apps/api/test/factories.ts';
import { testEnv } from '../apps/api/test/helper.ts';
import { seedValidations } from './seed-validations.ts';

/** The plan's lines, as the driver returns EXPLAIN's rows (node-postgres and PGlite alike). */
const lines = (answer: unknown): string =>
  ((answer as { rows: Array<Record<string, unknown>> }).rows ?? [])
    .map((r) => String(Object.values(r)[0]))
    .join('\n');

const COUNT = Number(process.env.COUNT ?? 100_000);
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
const env = await testEnv();
const ctx = await createContext(env.config, createLogger('silent'));
try {
  const owner = await seedUser(ctx.db, ctx.config, { role: 'owner' });
  // Another company's rows too, so the company filter has something to leave out.
  const other = await seedUser(ctx.db, ctx.config, { role: 'owner' });
  await seedValidations(ctx.db, other.companyId, other.user.id, 20_000, 0);
  const templateId = await seedValidations(ctx.db, owner.companyId, owner.user.id, COUNT, 2);
  console.log(
    `${COUNT} validations seeded (+20,000 of another company); load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const base = { page: 1, per_page: 20 } as const;
  const cases = [
    ['first page, no filter', base],
    ['page 50', { ...base, page: 50 }],
    ['status = failed', { ...base, status: 'failed' }],
    ['overall = mismatch', { ...base, overall: 'mismatch' }],
    ['template', { ...base, template_id: templateId }],
    ['search "INV-0999"', { ...base, search: 'INV-0999' }],
  ] as const;
  for (const [name, query] of cases) {
    const built = historyPageQuery(ctx.db, owner.companyId, query as never).toSQL();
    // Parameters inlined as literals (they are uuids, numbers and a search term of ours).
    const literal = (value: unknown) =>
      typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    const text = built.sql.replace(/\$(\d+)/g, (_, n: string) => literal(built.params[Number(n) - 1]));
    const plan = await ctx.db.execute(sql.raw(`explain (analyze, buffers, costs off) ${text}`));
    console.log(`\n### ${name}\n\n\`\`\`\n${lines(plan)}\n\`\`\``);
  }
  const count = await ctx.db.execute(
    sql.raw(
      `explain (analyze, costs off) select count(*) from validations where company_id = '${owner.companyId}'`,
    ),
  );
  console.log(`\n### count (no filter)\n\n\`\`\`\n${lines(count)}\n\`\`\``);
} finally {
  await closeContext(ctx);
  await env.drop();
}
