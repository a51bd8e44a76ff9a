import { agree, type Comparable, type Logic } from './logics.ts';

/**
 * docs/review.md, the engine's part: `match_within_tolerance` when the values differ but the logic's
 * tolerance accepts it; `invalid` when a document's text was read but is no valid value of its
 * type. `review` (low confidence) is the product's, from the readings' confidence.
 */
export type Verdict = 'match' | 'match_within_tolerance' | 'mismatch' | 'missing' | 'invalid' | 'skipped';

/** The value of one label read from one document. */
export interface DocumentValue extends Comparable {
  /** Identifies the document (its type or id); the master document is named by it. */
  document: string;
  reason?: string;
  /** The text was read but is no valid value of the type (`Normalized.invalid`). */
  invalid?: boolean;
}

export interface CompareLabelInput extends Logic {
  label: string;
  values: DocumentValue[];
  /** The master document (reference); without it the first document with a value is the reference. */
  master?: string;
  /** An inactive label is skipped. */
  active?: boolean;
}

export interface LabelVerdict {
  label: string;
  verdict: Verdict;
  /** Indonesian explanation of the verdict. */
  reason: string;
  /** The document whose value was the reference. */
  reference?: string;
  /** Per document: whether its value agrees with the reference (absent for missing values). */
  documents: Array<{ document: string; equal?: boolean; reason?: string; within?: boolean }>;
}

/** Compares one label's values across documents (docs/review.md: match, mismatch, missing, skipped). */
export const compareLabel = (input: CompareLabelInput): LabelVerdict => {
  const { label, values } = input;
  const base = { label, documents: values.map((v) => ({ document: v.document })) };
  if (input.active === false) return { ...base, verdict: 'skipped', reason: 'Label tidak aktif.' };
  if (values.length < 2 && input.logic !== 'format') {
    return { ...base, verdict: 'skipped', reason: 'Label hanya ada di satu dokumen.' };
  }
  const missing = values.filter((v) => v.value === null && !v.invalid);
  if (missing.length === 0 && values.some((v) => v.invalid)) {
    const bad = values.filter((v) => v.invalid);
    return {
      ...base,
      verdict: 'invalid',
      reason: `Format tidak valid di ${bad.map((v) => v.document).join(', ')}.`,
      documents: values.map((v) =>
        v.invalid ? { document: v.document, reason: v.reason } : { document: v.document },
      ),
    };
  }
  if (missing.length > 0) {
    return {
      ...base,
      verdict: 'missing',
      reason: `Nilai tidak ditemukan di ${missing.map((v) => v.document).join(', ')}.`,
      documents: values.map((v) =>
        v.value === null ? { document: v.document, reason: v.reason } : { document: v.document },
      ),
    };
  }
  if (input.logic === 'format') {
    return {
      ...base,
      verdict: 'match',
      reason: 'Semua nilai sesuai format.',
      documents: values.map((v) => ({ document: v.document, equal: true })),
    };
  }
  const reference = values.find((v) => v.document === input.master) ?? values[0]!;
  const documents = values.map((v): LabelVerdict['documents'][number] => {
    if (v === reference) return { document: v.document, equal: true };
    const agreement = agree(v, reference, input);
    return {
      document: v.document,
      equal: agreement.equal,
      reason: agreement.reason,
      ...(agreement.within ? { within: true } : {}),
    };
  });
  const different = documents.filter((d) => !d.equal);
  if (different.length === 0) {
    const tolerated = documents.some((d) => d.within);
    return {
      label,
      verdict: tolerated ? 'match_within_tolerance' : 'match',
      reason: tolerated ? 'Nilai berbeda dalam batas toleransi.' : 'Nilai sesuai di semua dokumen.',
      reference: reference.document,
      documents,
    };
  }
  const reason = `Berbeda dengan ${reference.document}: ${different.map((d) => `${d.document} (${d.reason})`).join('; ')}`;
  return { label, verdict: 'mismatch', reason, reference: reference.document, documents };
};
