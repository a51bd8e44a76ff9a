/**
 * The validation flow (docs/product.md §3, §7 "Validation"): create, the wizard's state,
 * upload status, date formats, execute, result, corrections, history and the homepage's stats.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CreateValidationRequest,
  type SetTemplateDateFormatRequest,
  type SetValidationDateFormatRequest,
  templatesApi,
  type ValidationCollectionQuery,
  type ValidationExportFormat,
  type ValidationHistoryQuery,
  validationApi,
} from '@vd/contract';
import { call, requestOf } from './call.ts';
import { downloadFile } from './file-download.ts';

/** Every key starts with 'validation', so one invalidation refreshes every validation screen. */
export const validationKeys = {
  all: ['validation'] as const,
  detail: (id: string) => ['validation', 'detail', id] as const,
  uploadStatus: (id: string) => ['validation', 'upload-status', id] as const,
  result: (id: string) => ['validation', 'result', id] as const,
  histories: ['validation', 'history'] as const,
  history: (query: Partial<ValidationHistoryQuery>) => ['validation', 'history', query] as const,
  stats: ['validation', 'stats'] as const,
  collection: (query: Partial<ValidationCollectionQuery>) => ['validation', 'collection', query] as const,
  dateFormats: ['validation', 'date-formats'] as const,
};

/** Query parameters without the empty ones. */
export const cleanParams = <T extends object>(query: T) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );

/** While a document or the run is being processed, the state is asked again every few seconds. */
const WORKING_POLL_MS = 3000;

/** GET template/validation/collection: the published templates a validation can use. */
export function useValidationCollection(query: Partial<ValidationCollectionQuery>) {
  return useQuery({
    queryKey: validationKeys.collection(query),
    queryFn: () => call(templatesApi.validationCollection, { query: cleanParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** POST validation: a draft validation expecting one document per sample document. */
export async function createValidation(body: CreateValidationRequest) {
  return (await call(validationApi.create, { body })).data;
}

/**
 * GET validation/document/{id}: the wizard's state; asked again while the run is processing (the
 * documents' processing is followed through upload-status).
 */
export function useValidationDetail(id: string | undefined) {
  return useQuery({
    queryKey: validationKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await call(validationApi.detail, { params: { id: id ?? '' } })).data,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? WORKING_POLL_MS : false),
  });
}

/**
 * GET validation/document/{id}/upload-status: the fallback of the progress websocket, asked while
 * `enabled` (a document is uploaded or processing).
 */
export function useUploadStatus(id: string, enabled: boolean) {
  return useQuery({
    queryKey: validationKeys.uploadStatus(id),
    enabled,
    queryFn: async () => (await call(validationApi.uploadStatus, { params: { id } })).data,
    refetchInterval: enabled ? WORKING_POLL_MS : false,
  });
}

/** GET format-data/dates: the date formats offered, each with an example. */
export function useDateFormats() {
  return useQuery({
    queryKey: validationKeys.dateFormats,
    queryFn: async () => (await call(validationApi.dateFormats)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST validation/document/{id}/set-format-date: a document's date format and number writing. */
export const setValidationDateFormat = (validationId: string, body: SetValidationDateFormatRequest) =>
  call(validationApi.setDateFormat, { params: { id: validationId }, body });

/** POST document/format-date/set: the default date format of a sample document. */
export async function setTemplateDateFormat(body: SetTemplateDateFormatRequest) {
  return (await call(validationApi.setTemplateDateFormat, { body })).data;
}

/** POST validation/{id}: charges one slot (402 when none is left) and starts the run. */
export async function executeValidation(id: string) {
  return (await call(validationApi.execute, { params: { id } })).data;
}

/** GET validation/{id}/result. */
export function useValidationResult(id: string) {
  return useQuery({
    queryKey: validationKeys.result(id),
    queryFn: async () => (await call(validationApi.result, { params: { id } })).data,
  });
}

/**
 * GET validation/{id}/export?format=xlsx|pdf: the result as a workbook (labels x documents,
 * summary, decisions) or the PDF report, with the download's progress and the server's file name.
 */
export const downloadValidationExport = (
  id: string,
  format: ValidationExportFormat,
  onProgress: (percent: number | null) => void,
) => downloadFile(requestOf(validationApi.export, { params: { id }, query: { format } }), onProgress);

/** PUT validation/{id}/reading/{readingId}: corrects a value; answers the compared-again result. */
export async function correctReading(id: string, readingId: string, text: string) {
  return (await call(validationApi.correctReading, { params: { id, readingId }, body: { text } })).data;
}

/** GET validation/history: every validation of the company, newest first (asked again every `refetchMs`). */
export function useValidationHistory(query: Partial<ValidationHistoryQuery>, refetchMs?: number) {
  return useQuery({
    queryKey: validationKeys.history(query),
    refetchInterval: refetchMs ?? false,
    queryFn: () => call(validationApi.history, { query: cleanParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** GET validation/stats: verdicts per day over the last 30 days. */
export function useValidationStats() {
  return useQuery({
    queryKey: validationKeys.stats,
    queryFn: async () => (await call(validationApi.stats)).data,
  });
}
