import type { SampleDocument } from '@vd/contract';
import type { Db } from '@vd/db';
import { notFound } from '../../errors.ts';
import { documentViews, sampleDocumentRows } from './document-view.ts';
import { findTemplate } from './template-view.ts';

/**
 * GET document/template_id/{id}/type/{type}: the template's document of a type (the one asked by
 * document_id, else the latest); null while none is uploaded. 404 when the type is not the template's.
 */
export async function documentByType(
  db: Db,
  companyId: string,
  templateId: string,
  typeId: string,
  documentId?: string,
): Promise<SampleDocument | null> {
  const template = await findTemplate(db, companyId, templateId);
  if (!template.document_type_ids.includes(typeId))
    throw notFound('Jenis dokumen ini bukan bagian dari template.');
  const rows = (await sampleDocumentRows(db, companyId, templateId)).filter(
    (r) => r.document_type_id === typeId,
  );
  const row = documentId ? rows.find((r) => r.id === documentId) : rows.at(-1);
  if (documentId && !row) throw notFound();
  const [view] = row ? await documentViews(db, companyId, [row]) : [];
  return view ?? null;
}
