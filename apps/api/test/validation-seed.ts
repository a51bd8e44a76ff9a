import { type Db, notifications, validationAudits, validationDocuments, validations } from '@vd/db';
import { sql } from 'drizzle-orm';

export interface SeedValidationOptions {
  name?: string;
  status?: 'draft' | 'ready' | 'processing' | 'completed' | 'failed';
  overall?: 'match' | 'mismatch' | 'review' | null;
  counts?: { match?: number; mismatch?: number; review?: number; missing?: number };
  executed_at?: Date;
  aju_number?: string | null;
  template_ids?: string[];
  template_names?: string[];
  document_types?: string[];
}

/**
 * A validation as the run leaves it (status, verdict, counts, documents) with its audit, inserted
 * directly. A draft gets no audit and no run times.
 */
export async function seedCompletedValidation(
  db: Db,
  companyId: string,
  userId: string,
  options: SeedValidationOptions = {},
) {
  const status = options.status ?? 'completed';
  const ran = status !== 'draft' && status !== 'ready';
  const executedAt = options.executed_at ?? new Date();
  const templateNames = options.template_names ?? ['Ekspor Kopi - Buyer Jepang'];
  const [validation] = await db
    .insert(validations)
    .values({
      company_id: companyId,
      name: options.name ?? 'Pengiriman INV-001',
      status,
      template_ids: options.template_ids ?? [],
      template_names: templateNames,
      created_by: userId,
      executed_by: ran ? userId : null,
      overall: status === 'completed' ? (options.overall === undefined ? 'match' : options.overall) : null,
      match_count: options.counts?.match ?? 0,
      mismatch_count: options.counts?.mismatch ?? 0,
      review_count: options.counts?.review ?? 0,
      missing_count: options.counts?.missing ?? 0,
      executed_at: ran ? executedAt : null,
      completed_at: status === 'completed' || status === 'failed' ? executedAt : null,
      created_at: new Date(executedAt.getTime() - 60_000),
    })
    .returning();
  const types = options.document_types ?? ['Commercial Invoice', 'Packing List'];
  await db.insert(validationDocuments).values(
    types.map((type, position) => ({
      company_id: companyId,
      validation_id: validation!.id,
      position,
      template_name: templateNames[0] ?? '',
      document_type_code: type.toUpperCase().replaceAll(' ', '_'),
      document_type_name: type,
      status: 'ready' as const,
    })),
  );
  if (!ran) return { validation: validation!, audit: undefined };
  const [audit] = await db
    .insert(validationAudits)
    .values({
      company_id: companyId,
      validation_id: validation!.id,
      aju_number: options.aju_number ?? null,
      executed_at: executedAt,
    })
    .returning();
  return { validation: validation!, audit: audit! };
}

/**
 * `count` completed validations with audits in two statements (INSERT ... SELECT generate_series)
 * for large exports: three at each minute, going back from `newest` (ties on the time on purpose).
 */
export async function seedManyValidations(
  db: Db,
  companyId: string,
  userId: string,
  count: number,
  newest: Date,
) {
  await db.execute(sql`
    insert into ${validations} (company_id, name, status, template_names, created_by, executed_by,
      overall, match_count, mismatch_count, missing_count, executed_at, completed_at)
    select ${companyId}::uuid, 'Massal ' || i, 'completed', array['Template Massal'], ${userId}::uuid,
      ${userId}::uuid, (array['match', 'mismatch', 'review'])[1 + i % 3], 10, i % 4, i % 2,
      ${newest.toISOString()}::timestamptz - (i / 3) * interval '1 minute',
      ${newest.toISOString()}::timestamptz - (i / 3) * interval '1 minute'
    from generate_series(0, ${count - 1}) as i`);
  await db.execute(sql`
    insert into ${validationAudits} (company_id, validation_id, aju_number, executed_at)
    select company_id, id, '040300' || '300000' || '20250115' || lpad((row_number() over ())::text, 6, '0'),
      executed_at
    from ${validations}
    where company_id = ${companyId}::uuid and name like 'Massal %'`);
}

/** A notification to a user, read or not. */
export async function seedNotification(
  db: Db,
  companyId: string,
  userId: string,
  options: { read?: boolean; created_at?: Date; title?: string } = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      company_id: companyId,
      user_id: userId,
      kind: 'validation_completed',
      title: options.title ?? 'Validasi selesai',
      body: 'Validasi Pengiriman INV-001 selesai: Sesuai.',
      link: '/admin/validation/00000000-0000-0000-0000-000000000000/result',
      read_at: options.read ? new Date() : null,
      created_at: options.created_at ?? new Date(),
    })
    .returning();
  return row!;
}
