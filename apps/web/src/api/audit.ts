/**
 * The audit of executed validations and the query screen (docs/product.md §7 "Validation"): lists, nomor aju,
 * exports.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditFilters, type AuditQuery, validationApi } from '@vd/contract';
import { call, requestOf } from './call.ts';
import { downloadFile } from './file-download.ts';
import { cleanParams } from './validation.ts';

/** Under 'validation', so a finished run or a correction refreshes them too. */
export const auditKeys = {
  all: ['validation', 'audit'] as const,
  audit: (query: Partial<AuditQuery>) => ['validation', 'audit', 'list', query] as const,
  query: (query: Partial<AuditQuery>) => ['validation', 'audit', 'query', query] as const,
};

/** GET query/list: the audits as the query screen lists them. */
export function useQueryList(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: auditKeys.query(query),
    queryFn: () => call(validationApi.queryList, { query: cleanParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** GET validation/audit: one row per executed validation. */
export function useAuditList(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: auditKeys.audit(query),
    queryFn: () => call(validationApi.audit, { query: cleanParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** PUT query/aju-number. */
export async function setQueryAjuNumber(auditId: string, ajuNumber: string) {
  const body = { validation_audit_id: auditId, aju_number: ajuNumber };
  return (await call(validationApi.setQueryAjuNumber, { body })).data;
}

/** PUT validation/audit/{id}/update-aju-number. */
export async function setAuditAjuNumber(auditId: string, ajuNumber: string) {
  const body = { aju_number: ajuNumber };
  return (await call(validationApi.setAuditAjuNumber, { params: { id: auditId }, body })).data;
}

type OnProgress = (percent: number | null) => void;

/** POST query/export?format=csv|xlsx&...filters: the filtered audits as a file. */
export const exportQuery = (format: 'csv' | 'xlsx', filters: AuditFilters, onProgress: OnProgress) =>
  downloadFile(
    requestOf(validationApi.queryExport, { query: { ...cleanParams(filters), format } }),
    onProgress,
  );
