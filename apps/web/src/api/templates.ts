/** Templates (docs/product.md §7 "Templates"): CRUD, drafts, the library, documents, prompt, review. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AddAdditionalDocumentRequest,
  type CreateTemplateRequest,
  type ExtractionHint,
  type PatchDocumentRequest,
  type SaveDraftRequest,
  type TemplateListQuery,
  templatesApi,
  type UpdateDocumentStatusRequest,
  type UpdateTemplateRequest,
} from '@vd/contract';
import { call } from './call.ts';
import { labellingKeys } from './template-labels.ts';

/** Every key starts with 'templates', so one invalidation refreshes every template screen. */
export const templateKeys = {
  all: ['templates'] as const,
  list: (query: Partial<TemplateListQuery>) => ['templates', 'list', query] as const,
  drafts: (page: number, search: string) => ['templates', 'drafts', page, search] as const,
  detail: (id: string) => ['templates', 'detail', id] as const,
  documents: (id: string) => ['templates', 'documents', id] as const,
  additional: (id: string) => ['templates', 'additional', id] as const,
};

const clean = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** GET template: the library, with search, status and document type filters. */
export function useTemplateList(query: Partial<TemplateListQuery>) {
  return useQuery({
    queryKey: templateKeys.list(query),
    queryFn: () => call(templatesApi.list, { query: clean(query) }),
    placeholderData: keepPreviousData,
  });
}

/** GET template/list/draft. */
export function useDraftList(page: number, perPage: number, search = '') {
  return useQuery({
    queryKey: templateKeys.drafts(page, search),
    queryFn: () => call(templatesApi.listDraft, { query: clean({ page, per_page: perPage, search }) }),
    placeholderData: keepPreviousData,
  });
}

/** GET template/{id}. */
export function useTemplate(id: string) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: async () => (await call(templatesApi.get, { params: { id } })).data,
  });
}

/** POST template: a new draft. */
export async function createTemplate(body: CreateTemplateRequest) {
  return (await call(templatesApi.create, { body })).data;
}

/** PUT template/{id}: fields and/or status (active publishes, draft reopens). */
export async function updateTemplate(id: string, body: UpdateTemplateRequest) {
  return (await call(templatesApi.update, { params: { id }, body })).data;
}

/** PUT template/{id}/draft. */
export const saveDraft = (id: string, body: SaveDraftRequest) =>
  call(templatesApi.saveDraft, { params: { id }, body });

/** DELETE template/{id}. */
export const deleteTemplate = (id: string) => call(templatesApi.delete, { params: { id } });

/** GET template/{id}/documents: the sample documents, refreshed while any is still being read. */
export function useSampleDocuments(id: string) {
  return useQuery({
    queryKey: templateKeys.documents(id),
    queryFn: async () => (await call(templatesApi.documents, { params: { id } })).data,
    refetchInterval: (query) =>
      query.state.data?.some((doc) => doc.status === 'uploaded' || doc.status === 'processing')
        ? 3000
        : false,
  });
}

/** DELETE template/{id}/document/{docId}. */
export const deleteSampleDocument = (id: string, docId: string) =>
  call(templatesApi.deleteDocument, { params: { id, docId } });

/** PUT template/{id}/prompt/{promptId} (promptId: the sample document). */
export const setPrompt = (id: string, documentId: string, hints: ExtractionHint[]) =>
  call(templatesApi.setPrompt, { params: { id, promptId: documentId }, body: { hints } });

/** GET document/additional?template_id=: the company's document types the template can still add. */
export function useAdditionalDocumentTypes(templateId: string, enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.additional(templateId),
    enabled,
    queryFn: async () =>
      (await call(templatesApi.additionalDocuments, { query: { template_id: templateId } })).data,
  });
}

/** POST document/additional: add a document type to the template; answers with what can still be added. */
export async function addAdditionalDocument(body: AddAdditionalDocumentRequest) {
  return (await call(templatesApi.addAdditionalDocument, { body })).data;
}

/** PATCH document/{id}: rename a sample document (or move it to another of its types). */
export async function patchSampleDocument(documentId: string, body: PatchDocumentRequest) {
  return (await call(templatesApi.patchDocument, { params: { id: documentId }, body })).data;
}

/** PUT document/update-status: mark the labelling of a document done, or reopen it. */
export async function updateDocumentStatus(body: UpdateDocumentStatusRequest) {
  return (await call(templatesApi.updateDocumentStatus, { body })).data;
}

/** GET template/{id}/validation: the comparisons (saved, or the defaults) and the labels that can be compared. */
export function useTemplateValidation(id: string) {
  return useQuery({
    queryKey: labellingKeys.validation(id),
    queryFn: async () => (await call(templatesApi.comparisonPlan, { params: { id } })).data,
  });
}
