import type { DocumentType } from '@vd/contract';
import { companyMasterData, type Db } from '@vd/db';
import { documentTypeViewOf, findDocumentType, masterDocumentTypeId } from './document-type-view.ts';
import { ensureDocumentTypes } from './ensure-document-types.ts';
import { markStage } from './onboarding-progress.ts';

/** GET company/master-document: the reference document type, or null until chosen. */
export async function getMasterDocument(db: Db, companyId: string): Promise<DocumentType | null> {
  await ensureDocumentTypes(db, companyId);
  const id = await masterDocumentTypeId(db, companyId);
  return id ? documentTypeViewOf(db, companyId, id) : null;
}

/** PUT company/master-document: one of the company's document types becomes the reference (onboarding stage done). */
export async function setMasterDocument(
  db: Db,
  companyId: string,
  documentTypeId: string,
): Promise<DocumentType> {
  await ensureDocumentTypes(db, companyId);
  await findDocumentType(db, companyId, documentTypeId);
  await db
    .insert(companyMasterData)
    .values({ company_id: companyId, master_document_type_id: documentTypeId })
    .onConflictDoUpdate({
      target: companyMasterData.company_id,
      set: { master_document_type_id: documentTypeId, updated_at: new Date() },
    });
  await markStage(db, companyId, 'master_document', 'done');
  return documentTypeViewOf(db, companyId, documentTypeId);
}
