/**
 * A shipment's files dropped at once (docs/assisted-templating.md): each file assigned to the
 * validation's document whose template sample it matches (POST template/{id}/classify, asked of
 * every template of the validation), each document to one file at most.
 */
import { type ClassifiedFile, type ShipmentDocument, unclassifiedFile } from '@vd/contract';

export interface Assignment<F> {
  file: F;
  /** What classify said of the file (against the template it matched best). */
  result: ClassifiedFile;
  /** The validation document it goes to, or null (not uploaded). */
  documentId: string | null;
  /** The user chose the document. */
  manual: boolean;
}

export interface TemplateAnswer {
  templateId: string;
  files: ClassifiedFile[];
}

type Doc = Pick<ShipmentDocument, 'id' | 'template_id' | 'template_document_id'>;

/**
 * Each file's match over the templates' answers: the pairs (file, document) taken likeliest first,
 * a file and a document once each, so that a document two files match goes to the likelier file and
 * the other keeps its next match.
 */
export function assign<F>(
  documents: readonly Doc[],
  files: readonly F[],
  answers: readonly TemplateAnswer[],
) {
  const pairs: Array<{ index: number; document: string; result: ClassifiedFile }> = [];
  const rows: Assignment<F>[] = files.map((file, index) => {
    const results = answers.flatMap((answer) => {
      const result = answer.files[index];
      return result ? [{ templateId: answer.templateId, result }] : [];
    });
    const failed = results.find((r) => r.result.failure !== null);
    if (!failed) {
      for (const { templateId, result } of results) {
        if (result.template_document_id === null) continue;
        const document = documents.find(
          (d) => d.template_id === templateId && d.template_document_id === result.template_document_id,
        );
        if (document) pairs.push({ index, document: document.id, result });
      }
    }
    const best = [...results].sort((a, b) => b.result.score - a.result.score)[0];
    return {
      file,
      result: failed?.result ?? best?.result ?? emptyResult(file),
      documentId: null,
      manual: false,
    };
  });
  const taken = new Set<string>();
  for (const pair of pairs.sort((a, b) => b.result.score - a.result.score)) {
    const row = rows[pair.index]!;
    if (row.documentId !== null || taken.has(pair.document)) continue;
    row.documentId = pair.document;
    row.result = pair.result;
    taken.add(pair.document);
  }
  return rows;
}

const emptyResult = (file: unknown): ClassifiedFile =>
  unclassifiedFile(typeof file === 'object' && file && 'name' in file ? String(file.name) : '');

/** The documents given two files or more. */
export function chosenTwice(rows: readonly Pick<Assignment<unknown>, 'documentId'>[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const row of rows) {
    if (row.documentId === null) continue;
    if (seen.has(row.documentId)) twice.add(row.documentId);
    seen.add(row.documentId);
  }
  return twice;
}
