import { companyMasterData, type Db, defaultDocumentTypes, documentTypes } from '@vd/db';
import { eq, isNull } from 'drizzle-orm';

/**
 * Gives a company the default document types once: at sign-up (in its transaction), or lazily the
 * first time an older company reads its master data. The master-data row is the "seeded" marker,
 * so types the company deleted later never come back, and two concurrent first reads seed once.
 */
export async function ensureDocumentTypes(db: Db, companyId: string): Promise<void> {
  const [existing] = await db
    .select({ seeded: companyMasterData.document_types_seeded_at })
    .from(companyMasterData)
    .where(eq(companyMasterData.company_id, companyId));
  if (existing?.seeded) return;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(companyMasterData)
      .values({ company_id: companyId, document_types_seeded_at: new Date() })
      .onConflictDoUpdate({
        target: companyMasterData.company_id,
        set: { document_types_seeded_at: new Date() },
        setWhere: isNull(companyMasterData.document_types_seeded_at),
      })
      .returning({ company_id: companyMasterData.company_id });
    if (claimed.length === 0) return;
    await tx
      .insert(documentTypes)
      .values(defaultDocumentTypes.map((t, i) => ({ ...t, company_id: companyId, sort_order: i + 1 })))
      .onConflictDoNothing();
  });
}
