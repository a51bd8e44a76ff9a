import { type Db, logicalValidations } from '@vd/db';
import { and, arrayContains, count, eq } from 'drizzle-orm';

/**
 * What still uses a document type or a label, so that deleting it can be refused. Templates come
 * in phase 2 of issue 5: they add their count here (template documents by type, placements by label).
 */
export interface Usage {
  templates: number;
  rules: number;
}

export const inUse = (usage: Usage) => usage.templates + usage.rules > 0;

async function templatesUsingDocumentType(_db: Db, _companyId: string, _documentTypeId: string) {
  return 0; // phase 2: count template documents of this type
}

async function templatesUsingLabel(_db: Db, _companyId: string, _labelId: string) {
  return 0; // phase 2: count template placements of this label
}

export async function documentTypeUsage(db: Db, companyId: string, documentTypeId: string): Promise<Usage> {
  const [rules] = await db
    .select({ n: count() })
    .from(logicalValidations)
    .where(
      and(
        eq(logicalValidations.company_id, companyId),
        arrayContains(logicalValidations.document_type_ids, [documentTypeId]),
      ),
    );
  return {
    templates: await templatesUsingDocumentType(db, companyId, documentTypeId),
    rules: rules?.n ?? 0,
  };
}

export async function labelUsage(db: Db, companyId: string, labelId: string): Promise<Usage> {
  const [rules] = await db
    .select({ n: count() })
    .from(logicalValidations)
    .where(
      and(
        eq(logicalValidations.company_id, companyId),
        arrayContains(logicalValidations.label_ids, [labelId]),
      ),
    );
  return { templates: await templatesUsingLabel(db, companyId, labelId), rules: rules?.n ?? 0 };
}

/** Template counts per document type, for the list (phase 2 fills it). */
export async function templateCountsByDocumentType(
  _db: Db,
  _companyId: string,
): Promise<Map<string, number>> {
  return new Map();
}
