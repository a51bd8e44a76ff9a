/**
 * Seeds validations for the list benchmarks and the EXPLAIN plans of docs/speed.md: one company
 * with `count` validations (three a minute going back from now, verdicts and statuses mixed, a
 * template id on each, audits with a nomor aju, two documents each), of which the newest `large`
 * carry a stored result of 1,100 labels (~1.7 MB each, as a long packing list leaves).
 *
 *   DATABASE_URL=postgres://... npx tsx bench/seed-validations.ts [count] [large]
 */
import { randomUUID } from 'node:crypto';
import { type Db, templates, validationAudits, validationDocuments, validations } from '@vd/db';
import { sql } from 'drizzle-orm';

/** A stored result of `labels` labels, shaped like a run's (values per document, verdicts, reasons). */
export const largeResult = (labels: number) => ({
  labels: Array.from({ length: labels }, (_, i) => ({
    label_id: randomUUID(),
    label: `Uraian Barang baris ${i + 1}`,
    verdict: i % 7 === 0 ? 'mismatch' : 'match',
    reason: i % 7 === 0 ? `Nilai berbeda antara Invoice dan Packing List pada baris ${i + 1}.` : null,
    values: ['Commercial Invoice', 'Packing List', 'PEB'].map((document) => ({
      document,
      text: `BLACK TEA LEAVES GRADE BOP ${i} - 25 KG BAGS, LOT ${1000 + i}`,
      normalized: `black tea leaves grade bop ${i}`,
      confidence: 0.93,
      page: 1 + Math.floor(i / 40),
      box: { x: 10.5, y: 20 + (i % 40) * 1.7, width: 60.2, height: 1.5 },
    })),
  })),
});

/** Seeds the validations; returns the template id they carry. */
export async function seedValidations(
  db: Db,
  companyId: string,
  userId: string,
  count: number,
  large: number,
): Promise<string> {
  const [template] = await db
    .insert(templates)
    .values({ company_id: companyId, name: 'Ekspor Teh - Buyer Rotterdam', status: 'active' })
    .returning({ id: templates.id });
  const templateId = template!.id;
  const batch = 20_000;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await db.execute(sql`
      insert into ${validations} (company_id, name, status, template_ids, template_names, created_by,
        executed_by, overall, match_count, mismatch_count, review_count, missing_count, executed_at,
        completed_at, created_at)
      select ${companyId}::uuid, 'Pengiriman INV-' || lpad(i::text, 6, '0'),
        (array['completed','completed','completed','completed','draft','failed'])[1 + i % 6],
        case when i % 5 = 0 then array[]::uuid[] else array[${templateId}::uuid] end,
        array['Ekspor Teh - Buyer Rotterdam'], ${userId}::uuid, ${userId}::uuid,
        case when i % 6 < 4 then (array['match','mismatch','review'])[1 + i % 3] end,
        40 + i % 15, i % 4, i % 3, i % 2,
        now() - (i / 3) * interval '1 minute', now() - (i / 3) * interval '1 minute',
        now() - (i / 3) * interval '1 minute' - interval '30 seconds'
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  await db.execute(sql`
    insert into ${validationAudits} (company_id, validation_id, aju_number, executed_at)
    select company_id, id, '040300300000' || to_char(executed_at, 'YYYYMMDD') || lpad((row_number() over ())::text, 6, '0'),
      executed_at
    from ${validations} where company_id = ${companyId}::uuid and executed_at is not null`);
  await db.execute(sql`
    insert into ${validationDocuments} (company_id, validation_id, position, template_name,
      document_type_code, document_type_name, status)
    select company_id, id, p, 'Ekspor Teh - Buyer Rotterdam', (array['CI','PL'])[p + 1],
      (array['Commercial Invoice','Packing List'])[p + 1], 'ready'
    from ${validations}, generate_series(0, 1) as p where company_id = ${companyId}::uuid`);
  if (large > 0) {
    const result = JSON.stringify(largeResult(1100));
    await db.execute(sql`
      update ${validations} set result = ${result}::jsonb, match_count = 943, mismatch_count = 157
      where id in (select id from ${validations} where company_id = ${companyId}::uuid
        order by created_at desc limit ${large})`);
  }
  await db.execute(sql`analyze ${validations}`);
  await db.execute(sql`analyze ${validationAudits}`);
  await db.execute(sql`analyze ${validationDocuments}`);
  return templateId;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { closeContext, createContext } = await import('../apps/api/src/context.ts');
  const { parseConfig } = await import('../apps/api/src/config.ts');
  const { createLogger } = await import('../apps/api/src/logger.ts');
  const { seedUser } = await import('../apps/api/test/factories.ts');
  const count = Number(process.argv[2] ?? 100_000);
  const large = Number(process.argv[3] ?? 2);
  const config = parseConfig();
  const ctx = await createContext(config, createLogger('silent'));
  const owner = await seedUser(ctx.db, ctx.config, { role: 'owner' });
  const started = performance.now();
  const templateId = await seedValidations(ctx.db, owner.companyId, owner.user.id, count, large);
  console.log(
    JSON.stringify({
      company_id: owner.companyId,
      template_id: templateId,
      validations: count,
      large,
      seconds: Math.round((performance.now() - started) / 1000),
    }),
  );
  await closeContext(ctx);
}
