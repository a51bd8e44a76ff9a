import { type Db, documentTypes } from '@vd/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors.ts';

/** Every id is a document type of the company; otherwise 400 naming the field. */
export async function checkDocumentTypes(db: Db, companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.company_id, companyId), inArray(documentTypes.id, [...ids])));
  if (found.length !== new Set(ids).size) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      document_type_ids: 'Jenis dokumen tidak ditemukan.',
    });
  }
}
