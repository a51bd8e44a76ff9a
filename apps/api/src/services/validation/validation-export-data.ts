import type { LabelResult, Reading, ValidationResult } from '@vd/contract';
import { companies, validationAudits, validationDecisions } from '@vd/db';
import { labelKeyOf } from '@vd/engine';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { wibText } from '../wib-time.ts';
import { displayAju } from './aju-number.ts';
import { validationResult } from './validation-result.ts';

export type DecisionRow = typeof validationDecisions.$inferSelect;

/** What the exports of one validation show: its result, the company, the nomor aju, every decision. */
export interface ValidationExportData {
  result: ValidationResult;
  company: string;
  /** Nomor aju as displayed (6-6-8-6), when the audit has one. */
  aju: string | null;
  /** Every decision, standing and withdrawn, oldest first. */
  decisions: DecisionRow[];
  /** When the file was made. */
  madeAt: Date;
}

/** The validation's result and what goes with it; 404 for another company's, 409 before completion. */
export async function validationExportData(
  ctx: AppContext,
  companyId: string,
  id: string,
): Promise<ValidationExportData> {
  const result = await validationResult(ctx, companyId, id);
  const [[company], [audit], decisions] = await Promise.all([
    ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)),
    ctx.db
      .select({ aju: validationAudits.aju_number })
      .from(validationAudits)
      .where(eq(validationAudits.validation_id, id)),
    ctx.db
      .select()
      .from(validationDecisions)
      .where(eq(validationDecisions.validation_id, id))
      .orderBy(asc(validationDecisions.created_at)),
  ]);
  return {
    result,
    company: company?.name ?? '',
    aju: displayAju(audit?.aju ?? null),
    decisions,
    madeAt: new Date(),
  };
}

/** The decisions on one label row (standing and withdrawn), oldest first. */
export const decisionsOf = (label: LabelResult, decisions: DecisionRow[]): DecisionRow[] =>
  decisions.filter((d) => d.label_key === labelKeyOf(label) && d.row === label.row);

/** "Diterima: reason — Budi, 21/11/2026 14.05 WIB", or its withdrawal appended. */
export function decisionText(decision: DecisionRow): string {
  const made = `${decision.reason} — ${decision.user_name}, ${wibText(decision.created_at)}`;
  if (!decision.withdrawn_at) return `Diterima: ${made}`;
  const by = decision.withdrawn_by_name ? `${decision.withdrawn_by_name}, ` : '';
  return `Ditarik: ${made}; ditarik ${by}${wibText(decision.withdrawn_at)}`;
}

/** 'Budi, 21/11/2026 14.05 WIB: "99" menjadi "98"'. */
export const correctionText = (correction: Reading['corrections'][number]): string =>
  `${correction.user_name}, ${wibText(correction.created_at)}: "${correction.old_text}" menjadi "${correction.new_text}"`;

/** A file name from the validation's name: letters, digits and dashes only. */
export function exportFileName(data: ValidationExportData, extension: string): string {
  const slug = data.result.validation.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `hasil-validasi-${slug || data.result.validation.id.slice(0, 8)}.${extension}`;
}
