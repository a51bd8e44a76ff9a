import { z } from 'zod';
import { masterDataMessages as m } from './fields.ts';

/** Validation logic of a label (docs/product.md §14), the same names as the engine's `LOGICS`. */
export const validationLogics = [
  'exact',
  'text',
  'fuzzy',
  'number',
  'date',
  'contains',
  'incoterm',
  'format',
] as const;
export type ValidationLogicName = (typeof validationLogics)[number];

export const validationLogicNames: Record<ValidationLogicName, string> = {
  exact: 'Sama persis',
  text: 'Teks sama (abaikan huruf besar, spasi, tanda baca, PT/CV/LTD)',
  fuzzy: 'Mirip (kemiripan minimal)',
  number: 'Angka (dengan toleransi)',
  date: 'Tanggal (dengan selisih hari)',
  contains: 'Memuat',
  incoterm: 'Incoterm (kode sama; tempat dibandingkan bila keduanya mencantumkan)',
  format: 'Format saja',
};

export const ZTolerance = z
  .object({
    absolute: z.number().min(0, m.toleranceNegative).optional().describe('Selisih mutlak yang diizinkan'),
    percent: z
      .number()
      .min(0, m.toleranceNegative)
      .max(100, m.percentRange)
      .optional()
      .describe('Selisih dalam persen acuan'),
  })
  .refine((t) => t.absolute !== undefined || t.percent !== undefined, { message: m.toleranceRequired })
  .describe('Toleransi: absolut dan/atau persen; yang lebih longgar berlaku');

export const ZValidationLogic = z
  .discriminatedUnion('logic', [
    z.object({ logic: z.enum(['exact', 'text', 'contains', 'incoterm', 'format']) }),
    z.object({
      logic: z.literal('fuzzy'),
      threshold: z
        .number()
        .min(0, m.thresholdRange)
        .max(1, m.thresholdRange)
        .default(0.85)
        .describe('Kemiripan minimal 0-1'),
    }),
    z.object({ logic: z.literal('number'), tolerance: ZTolerance }),
    z.object({
      logic: z.literal('date'),
      days: z
        .number()
        .int()
        .min(0, m.daysRange)
        .max(366, m.daysRange)
        .default(0)
        .describe('Selisih hari yang diizinkan'),
    }),
  ])
  .describe('Logika validasi label dan parameternya');
export type ValidationLogic = z.infer<typeof ZValidationLogic>;
