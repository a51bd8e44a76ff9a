import { type Corners, templateMessages } from '@vd/contract';
import { type Db, templateLabelGroups } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import { findDocument, type SampleDocumentRow } from './document-view.ts';

/** A document that can be labelled: the company's, and read (its pages known). */
export async function labellableDocument(db: Db, companyId: string, id: string): Promise<SampleDocumentRow> {
  const document = await findDocument(db, companyId, id);
  if (document.status !== 'ready') throw new AppError('DOCUMENT_NOT_READY');
  return document;
}

export function checkPage(document: SampleDocumentRow, page: number): void {
  if (page < 1 || page > document.page_count) {
    throw new AppError('VALIDATION_FAILED', templateMessages.pageNotFound, {
      page: templateMessages.pageNotFound,
    });
  }
}

export function checkInsidePage(box: Corners): void {
  if (box.x0 < 0 || box.y0 < 0 || box.x1 > 1 || box.y1 > 1) {
    throw new AppError('VALIDATION_FAILED', templateMessages.groupOutsidePage, {
      offset: templateMessages.groupOutsidePage,
    });
  }
}

export async function findGroup(db: Db, companyId: string, documentId: string | null, id: string) {
  const [group] = await db
    .select()
    .from(templateLabelGroups)
    .where(
      and(
        eq(templateLabelGroups.id, id),
        eq(templateLabelGroups.company_id, companyId),
        ...(documentId ? [eq(templateLabelGroups.document_id, documentId)] : []),
      ),
    );
  if (!group) throw notFound(templateMessages.groupNotFound);
  return group;
}
