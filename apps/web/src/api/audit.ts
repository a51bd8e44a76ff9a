/**
 * The audit of executed validations and the query screen (docs/product.md §7 "Validation"): lists, nomor aju,
 * exports.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AuditFilters,
  type AuditQuery,
  prefixes,
  ZAuditListResponse,
  ZAuditResponse,
  ZQueryListResponse,
} from '@vd/contract';
import { api } from './client.ts';
import { downloadFile } from './file-download.ts';
import { cleanParams } from './validation.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

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
    queryFn: async () =>
      ZQueryListResponse.parse((await api.get(call('query/list'), { params: cleanParams(query) })).data),
    placeholderData: keepPreviousData,
  });
}

/** GET validation/audit: one row per executed validation. */
export function useAuditList(query: Partial<AuditQuery>) {
  return useQuery({
    queryKey: auditKeys.audit(query),
    queryFn: async () =>
      ZAuditListResponse.parse(
        (await api.get(call('validation/audit'), { params: cleanParams(query) })).data,
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT query/aju-number. */
export async function setQueryAjuNumber(auditId: string, ajuNumber: string) {
  const body = { validation_audit_id: auditId, aju_number: ajuNumber };
  return ZAuditResponse.parse((await api.put(call('query/aju-number'), body)).data).data;
}

/** PUT validation/audit/{id}/update-aju-number. */
export async function setAuditAjuNumber(auditId: string, ajuNumber: string) {
  const body = { aju_number: ajuNumber };
  return ZAuditResponse.parse(
    (await api.put(call(`validation/audit/${auditId}/update-aju-number`), body)).data,
  ).data;
}

type OnProgress = (percent: number | null) => void;

/** POST query/export?format=csv|xlsx&...filters: the filtered audits as a file. */
export const exportQuery = (format: 'csv' | 'xlsx', filters: AuditFilters, onProgress: OnProgress) =>
  downloadFile(
    { method: 'post', url: call('query/export'), params: { ...cleanParams(filters), format } },
    onProgress,
  );
