import type { ExtractionHint } from '@vd/contract';
import {
  type DataType,
  type ExtractedValue,
  type JsonValue,
  type NormalizeOptions,
  normalize,
} from '@vd/engine';

export interface HintedValue {
  text: string;
  value: JsonValue;
  unit: string | null;
  reason: string | null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A document's extraction hints applied to one value the engine read: the label's own hint, else
 * the document-wide one (document_label_id null). `strip` is removed (any case), then `pattern`
 * picks the text (its first group, or the match); the result is normalised again by data type,
 * with the document's formats when given.
 */
export function applyHints(
  read: ExtractedValue,
  labelId: string,
  hints: readonly ExtractionHint[],
  options: NormalizeOptions = {},
): HintedValue {
  const as = { text: read.text, value: read.value, unit: read.unit ?? null, reason: read.reason ?? null };
  const hint =
    hints.find((h) => h.document_label_id === labelId) ?? hints.find((h) => h.document_label_id === null);
  if (!hint || (!hint.pattern && !hint.strip)) return as;
  let text = read.text;
  if (hint.strip)
    text = text
      .replace(new RegExp(escapeRegex(hint.strip), 'giu'), ' ')
      .replace(/[ \t]+/g, ' ')
      .trim();
  if (hint.pattern) {
    const match = new RegExp(hint.pattern, 'iu').exec(text);
    if (!match) return { text, value: null, unit: null, reason: 'Nilai tidak cocok dengan pola petunjuk.' };
    text = (match[1] ?? match[0]).trim();
  }
  const normalized = normalize(read.type as DataType, text, options);
  return {
    text,
    value: normalized.value,
    unit: normalized.unit ?? null,
    reason: normalized.reason ?? null,
  };
}
