import type { DocumentType } from '@vd/contract';
import type { Db } from '@vd/db';
import { listDocumentTypeViews } from './document-type-view.ts';
import { ensureDocumentTypes } from './ensure-document-types.ts';

/** GET document-type: the company's types (the defaults are given first, for older companies). */
export async function listDocumentTypes(db: Db, companyId: string): Promise<DocumentType[]> {
  await ensureDocumentTypes(db, companyId);
  return listDocumentTypeViews(db, companyId);
}
