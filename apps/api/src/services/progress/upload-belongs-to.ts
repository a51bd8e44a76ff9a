import { type Db, templateDocuments, validationDocuments, validations } from '@vd/db';
import { and, eq } from 'drizzle-orm';

/**
 * Whether a progress uid (a template sample's upload, a shipment document's upload or a validation
 * run) belongs to the company: the socket of another company's uid is refused.
 */
export async function uploadBelongsTo(db: Db, companyId: string, uid: string): Promise<boolean> {
  const [sample, upload, run] = await Promise.all([
    db
      .select({ id: templateDocuments.id })
      .from(templateDocuments)
      .where(and(eq(templateDocuments.company_id, companyId), eq(templateDocuments.uid, uid)))
      .limit(1),
    db
      .select({ id: validationDocuments.id })
      .from(validationDocuments)
      .where(and(eq(validationDocuments.company_id, companyId), eq(validationDocuments.uid, uid)))
      .limit(1),
    db
      .select({ id: validations.id })
      .from(validations)
      .where(and(eq(validations.company_id, companyId), eq(validations.run_uid, uid)))
      .limit(1),
  ]);
  return sample.length + upload.length + run.length > 0;
}
