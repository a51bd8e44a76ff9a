import type { Normalized, NormalizeOptions } from '../normalize/index.ts';
import type { DataType } from '../types.ts';
import { notOfTypeReason } from './confidence.ts';
import { repairByType } from './repair.ts';
import { amountLooksRight, typeFit } from './type-fit.ts';

/** The value a text read for a placement gives, how well it fits its type, and what makes it doubtful. */
export interface ReadValue {
  normalized: Normalized;
  /** 0: not a value of the type (then `normalized` is null with the reason); up to 1. */
  fit: number;
  /** Repairs made to OCR text, and `amount` for an amount whose separators look wrong. */
  doubts: string[];
}

export interface ReadContext {
  /** The placement's captions and aliases: never its value. */
  captions: readonly string[];
  /** What the sample prints in the placement, for the writing of its amounts. */
  sampleText?: string;
}

/**
 * A letter next to a digit that most type faces draw like a digit ("33IN" read for "331N", "SO12"
 * for "S012"): in a text value nothing tells which it was, so the read is doubtful, not repaired.
 */
const LOOKALIKE = /\d[IlO]|[IlO]\d/;

/**
 * The one way a text read becomes a value, used both to choose among candidate boxes and for the
 * value returned: OCR text repaired by type, then normalised and checked against the type.
 */
export const readValue = (
  type: DataType,
  text: string,
  ocr: boolean,
  options: NormalizeOptions,
  context: ReadContext,
): ReadValue => {
  const repaired = ocr ? repairByType(type, text) : { text, repairs: [] };
  const amountDoubt =
    ocr && !amountLooksRight(type, repaired.text, options.documentFormat, context.sampleText);
  const doubts = amountDoubt ? [...repaired.repairs, 'amount'] : [...repaired.repairs];
  if (ocr && type === 'text' && LOOKALIKE.test(repaired.text)) doubts.push('lookalike');
  const fitted = typeFit(type, repaired.text, options, context.captions);
  const normalized =
    fitted.fit === 0 && fitted.normalized.value !== null
      ? { value: null, reason: notOfTypeReason(type) }
      : fitted.normalized;
  return { normalized, fit: fitted.fit, doubts };
};
