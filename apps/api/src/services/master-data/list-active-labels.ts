import type { ActiveLabelListResponse } from '@vd/contract';
import { type Db, documentLabels } from '@vd/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { labelViews } from './label-view.ts';

/** GET document-labels/list-active: every active label by name, with alias texts (builder pickers). */
export async function listActiveLabels(db: Db, companyId: string): Promise<ActiveLabelListResponse['data']> {
  const rows = await db
    .select()
    .from(documentLabels)
    .where(and(eq(documentLabels.company_id, companyId), eq(documentLabels.active, true)))
    .orderBy(asc(sql`lower(${documentLabels.name})`), asc(documentLabels.id));
  return (await labelViews(db, companyId, rows)).map((l) => ({
    id: l.id,
    name: l.name,
    data_type: l.data_type,
    is_master: l.is_master,
    aliases: l.aliases.map((a) => a.alias),
  }));
}
