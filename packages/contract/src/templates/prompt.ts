import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { templateMessages } from './fields.ts';

const isRegex = (source: string) => {
  try {
    new RegExp(source, 'iu');
    return true;
  } catch {
    return false;
  }
};

/**
 * An extraction hint, applied by the engine to the text it reads, before normalising: `strip` (literal text, any case) is
 * removed, then `pattern` (a regular expression, case-insensitive) must match; its first group, or
 * the whole match, becomes the text that is normalised. No match: the value is empty with a reason.
 */
export const ZExtractionHint = z.object({
  document_label_id: z
    .uuid()
    .nullable()
    .describe('Label yang diberi petunjuk; null: semua label dokumen ini'),
  pattern: z
    .string()
    .max(200)
    .nullable()
    .default(null)
    .refine((p) => p === null || isRegex(p), templateMessages.patternInvalid)
    .describe('Regex yang harus cocok, misalnya "INV-\\d+"'),
  strip: z
    .string()
    .max(200)
    .nullable()
    .default(null)
    .describe('Teks yang dibuang dari nilai, misalnya "No."'),
});
export type ExtractionHint = z.infer<typeof ZExtractionHint>;

/** PUT template/{id}/prompt/{promptId}: promptId is the sample document id; replaces its hints. */
export const ZPromptParams = z.object({
  id: z.uuid().describe('Pengenal template'),
  promptId: z.uuid().describe('Pengenal dokumen template yang diberi petunjuk'),
});
export const ZSetPromptRequest = z.object({
  hints: z.array(ZExtractionHint).max(100).describe('Petunjuk; daftar kosong menghapus semuanya'),
});
export type SetPromptRequest = z.infer<typeof ZSetPromptRequest>;
export const ZPromptResponse = envelope(z.object({ document_id: z.uuid(), hints: z.array(ZExtractionHint) }));
