import type { ReviewProblem } from '@vd/contract';
import type { Db } from '@vd/db';
import { comparisonPlan } from './comparison-plan.ts';
import { documentViews, sampleDocumentRows } from './document-view.ts';
import { findTemplate } from './template-view.ts';

/**
 * What blocks publishing: no documents, a document not read yet or without labels, a label placed
 * in two or more documents that no comparison (validation logic) covers.
 */
export async function publishProblems(
  db: Db,
  companyId: string,
  templateId: string,
): Promise<ReviewProblem[]> {
  const template = await findTemplate(db, companyId, templateId);
  const documents = await documentViews(db, companyId, await sampleDocumentRows(db, companyId, templateId));
  const problems: ReviewProblem[] = [];
  if (documents.length === 0) {
    problems.push({
      code: 'no_documents',
      message: 'Template belum memiliki contoh dokumen.',
      document_id: null,
      document_label_id: null,
    });
  }
  for (const document of documents) {
    if (document.status !== 'ready') {
      problems.push({
        code: 'document_not_ready',
        message: `Dokumen "${document.name}" belum siap (${document.status === 'failed' ? 'gagal diproses, unggah ulang' : 'masih diproses'}).`,
        document_id: document.id,
        document_label_id: null,
      });
    } else if (document.label_count === 0) {
      problems.push({
        code: 'document_without_labels',
        message: `Dokumen "${document.name}" belum memiliki label.`,
        document_id: document.id,
        document_label_id: null,
      });
    }
  }
  const validation = await comparisonPlan(db, companyId, template);
  const covered = new Set(validation.items.map((i) => i.document_label_id));
  for (const shared of validation.shared_labels) {
    if (covered.has(shared.document_label_id)) continue;
    problems.push({
      code: 'shared_label_without_validation',
      message: `Label "${shared.label_name}" ada di ${shared.document_ids.length} dokumen tetapi belum memiliki logika validasi antardokumen.`,
      document_id: null,
      document_label_id: shared.document_label_id,
    });
  }
  return problems;
}
