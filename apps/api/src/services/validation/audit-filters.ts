import { type AuditFilters, transactionMessages } from '@vd/contract';
import { validationAudits, validations } from '@vd/db';
import { and, arrayContains, eq, gte, ilike, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { likeTerm } from '../pagination.ts';
import { wibDayStart } from '../wib-time.ts';
import { compactAju } from './aju-number.ts';

const a = validationAudits;
const v = validations;

/** A validation whose name or one of whose template names matches the ILIKE `pattern`. */
export const validationMatchesPattern = (pattern: string | Placeholder) =>
  or(ilike(v.name, pattern), sql`array_to_string(${v.template_names}, ' ') ilike ${pattern}`);

/** A validation whose name or one of whose template names contains `term`. */
export const validationMatches = (term: string) => validationMatchesPattern(likeTerm(term));

/** The ILIKE pattern of a nomor aju typed with or without dashes (none when nothing is left). */
export function ajuPattern(text: string): string | undefined {
  const aju = compactAju(text);
  return aju ? likeTerm(aju) : undefined;
}

/** An audit whose nomor aju contains `text`, typed with or without dashes (none when nothing is left). */
export function ajuMatches(text: string): SQL | undefined {
  const pattern = ajuPattern(text);
  return pattern ? ilike(a.aju_number, pattern) : undefined;
}

/** Audits of validations of the company that meet `condition`. */
const ofValidations = (companyId: string, condition: SQL | undefined) =>
  sql`${a.validation_id} in (select ${v.id} from ${v} where ${and(eq(v.company_id, companyId), condition)})`;

/**
 * The one filter of the audit list, the query list and their exports, as a condition on
 * validation_audits alone (validation conditions become a semi-join), so a page is found before
 * anything is joined: company, search (aju, validation name, template names), partial nomor aju,
 * overall verdict, template and WIB calendar days of the run (inclusive).
 */
export function auditWhere(companyId: string, filters: AuditFilters): SQL | undefined {
  if (filters.date_from && filters.date_to && filters.date_to < filters.date_from)
    throw new AppError('VALIDATION_FAILED', transactionMessages.dateOrder, {
      date_to: transactionMessages.dateOrder,
    });
  const onValidation = and(
    filters.status ? eq(v.overall, filters.status) : undefined,
    filters.template_id ? arrayContains(v.template_ids, [filters.template_id]) : undefined,
  );
  return and(
    eq(a.company_id, companyId),
    filters.search
      ? or(ajuMatches(filters.search), ofValidations(companyId, validationMatches(filters.search)))
      : undefined,
    filters.aju ? ajuMatches(filters.aju) : undefined,
    onValidation ? ofValidations(companyId, onValidation) : undefined,
    filters.date_from ? gte(a.executed_at, wibDayStart(filters.date_from)) : undefined,
    filters.date_to ? lt(a.executed_at, wibDayStart(filters.date_to, 1)) : undefined,
  );
}
