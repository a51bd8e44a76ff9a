import { type Db, documentTypes } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { findDocumentType } from './document-type-view.ts';
import { documentTypeUsage, inUse } from './usage.ts';

/**
 * DELETE document-type/{id}: refused while a template or a logical validation uses it. When it was
 * the master document, the company has none until it picks another.
 */
export async function deleteDocumentType(db: Db, companyId: string, id: string): Promise<void> {
  const type = await findDocumentType(db, companyId, id);
  const usage = await documentTypeUsage(db, companyId, id);
  if (inUse(usage)) {
    throw new AppError(
      'DOCUMENT_TYPE_IN_USE',
      `Jenis dokumen "${type.name}" masih dipakai oleh ${usage.templates} template dan ${usage.rules} aturan logika, sehingga tidak dapat dihapus.`,
    );
  }
  await db
    .delete(documentTypes)
    .where(and(eq(documentTypes.id, id), eq(documentTypes.company_id, companyId)));
}
