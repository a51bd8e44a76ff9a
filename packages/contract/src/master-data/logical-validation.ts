import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { masterDataMessages as m, ZName } from './fields.ts';

/**
 * Logical validations are edited as a form: each side is a sum of terms (a label, or the sum of a
 * grouped label's rows, on the master document or on one document type, or a constant), joined by
 * an operator. The server checks every label and document type and compiles the rule to the JSON
 * Logic the engine evaluates; nobody types code.
 */
export const ruleOperators = ['==', '!=', '<', '<=', '>', '>=', 'approx'] as const;
export const ZRuleOperator = z
  .enum(ruleOperators)
  .describe('Operator perbandingan; approx: selisih <= toleransi');
export type RuleOperator = z.infer<typeof ZRuleOperator>;
export const ruleOperatorNames: Record<RuleOperator, string> = {
  '==': 'sama dengan',
  '!=': 'tidak sama dengan',
  '<': 'kurang dari',
  '<=': 'kurang dari atau sama dengan',
  '>': 'lebih dari',
  '>=': 'lebih dari atau sama dengan',
  approx: 'kurang lebih sama dengan (toleransi)',
};

const ZSign = z.enum(['+', '-']).default('+').describe('Ditambahkan atau dikurangkan');

export const ZRuleTerm = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('label'),
    sign: ZSign,
    document_label_id: z.uuid().describe('Label perusahaan'),
    document_type_id: z
      .uuid()
      .nullish()
      .describe('Nilai dari jenis dokumen ini; kosong: dokumen acuan, atau dokumen pertama yang memuatnya'),
    aggregate: z.enum(['value', 'sum']).default('value').describe('sum: jumlah semua baris label grup'),
  }),
  z.object({ kind: z.literal('value'), sign: ZSign, value: z.number().describe('Angka tetap') }),
]);
export type RuleTerm = z.infer<typeof ZRuleTerm>;

export const ZRuleSide = z.array(ZRuleTerm).min(1, m.termsRequired).max(10);

export const ZLogicalValidationInput = z
  .object({
    id: z.uuid().optional().describe('Aturan yang sudah ada (dipertahankan); kosong untuk aturan baru'),
    name: ZName(150).describe('Nama aturan, misalnya "Berat Bersih <= Berat Kotor"'),
    message: z.string().trim().max(300).nullish().describe('Pesan saat aturan tidak terpenuhi'),
    active: z.boolean().default(true),
    left: ZRuleSide,
    operator: ZRuleOperator,
    right: ZRuleSide,
    tolerance: z.number().min(0, m.toleranceNegative).nullish().describe('Untuk approx: selisih mutlak'),
  })
  .refine((r) => r.operator !== 'approx' || (r.tolerance !== undefined && r.tolerance !== null), {
    message: m.approxTolerance,
    path: ['tolerance'],
  });
export type LogicalValidationInput = z.infer<typeof ZLogicalValidationInput>;

/** PUT logical-validation: the company's whole rule list, in order (rules left out are removed). */
export const ZSaveLogicalValidationsRequest = z.object({
  rules: z.array(ZLogicalValidationInput).max(100),
});
export type SaveLogicalValidationsRequest = z.infer<typeof ZSaveLogicalValidationsRequest>;

const ZStoredTerm = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('label'),
    sign: z.enum(['+', '-']),
    document_label_id: z.uuid(),
    label_name: z.string(),
    document_type_id: z.uuid().nullable(),
    document_type_code: z.string().nullable(),
    aggregate: z.enum(['value', 'sum']),
  }),
  z.object({ kind: z.literal('value'), sign: z.enum(['+', '-']), value: z.number() }),
]);

export const ZLogicalValidation = z.object({
  id: z.uuid(),
  name: z.string(),
  message: z.string().nullable(),
  active: z.boolean(),
  left: z.array(ZStoredTerm),
  operator: ZRuleOperator,
  right: z.array(ZStoredTerm),
  tolerance: z.number().nullable(),
  rule: z
    .unknown()
    .describe(
      'JSON Logic untuk mesin: {"label": "Nama"} atau {"label": ["Nama", "KODE_JENIS_DOKUMEN"]}, dengan sum dan approx',
    ),
  expression: z.string().describe('Aturan dalam kalimat, misalnya "Berat Bersih <= Berat Kotor"'),
  updated_at: z.iso.datetime(),
});
export type LogicalValidation = z.infer<typeof ZLogicalValidation>;

export const ZLogicalValidationListResponse = envelope(z.array(ZLogicalValidation));
export type LogicalValidationListResponse = z.infer<typeof ZLogicalValidationListResponse>;
