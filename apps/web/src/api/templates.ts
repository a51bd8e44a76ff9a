/** Templates (docs/product.md §7 "Templates"): CRUD, drafts, the library, documents, prompt, review. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AddAdditionalDocumentRequest,
  type CreateTemplateRequest,
  type ExtractionHint,
  type PatchDocumentRequest,
  prefixes,
  type SaveDraftRequest,
  type TemplateListQuery,
  type UpdateDocumentStatusRequest,
  type UpdateTemplateRequest,
  ZAdditionalDocumentListResponse,
  ZTemplateDocumentListResponse,
  ZTemplateDocumentResponse,
  ZTemplateListResponse,
  ZTemplateResponse,
  ZTemplateValidationResponse,
} from '@vd/contract';
import { api } from './client.ts';
import { labellingKeys } from './template-labels.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

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
    queryFn: async () =>
      ZTemplateListResponse.parse((await api.get(call('template'), { params: clean(query) })).data),
    placeholderData: keepPreviousData,
  });
}

/** GET template/list/draft. */
export function useDraftList(page: number, perPage: number, search = '') {
  return useQuery({
    queryKey: templateKeys.drafts(page, search),
    queryFn: async () => {
      const params = clean({ page, per_page: perPage, search });
      return ZTemplateListResponse.parse((await api.get(call('template/list/draft'), { params })).data);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET template/{id}. */
export function useTemplate(id: string) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: async () => ZTemplateResponse.parse((await api.get(call(`template/${id}`))).data).data,
  });
}

/** POST template: a new draft. */
export async function createTemplate(body: CreateTemplateRequest) {
  return ZTemplateResponse.parse((await api.post(call('template'), body)).data).data;
}

/** PUT template/{id}: fields and/or status (active publishes, draft reopens). */
export async function updateTemplate(id: string, body: UpdateTemplateRequest) {
  return ZTemplateResponse.parse((await api.put(call(`template/${id}`), body)).data).data;
}

/** PUT template/{id}/draft. */
export const saveDraft = (id: string, body: SaveDraftRequest) => api.put(call(`template/${id}/draft`), body);

/** DELETE template/{id}. */
export const deleteTemplate = (id: string) => api.delete(call(`template/${id}`));

/** GET template/{id}/documents: the sample documents, refreshed while any is still being read. */
export function useTemplateDocuments(id: string) {
  return useQuery({
    queryKey: templateKeys.documents(id),
    queryFn: async () =>
      ZTemplateDocumentListResponse.parse((await api.get(call(`template/${id}/documents`))).data).data,
    refetchInterval: (query) =>
      query.state.data?.some((doc) => doc.status === 'uploaded' || doc.status === 'processing')
        ? 3000
        : false,
  });
}

/** DELETE template/{id}/document/{docId}. */
export const deleteTemplateDocument = (id: string, docId: string) =>
  api.delete(call(`template/${id}/document/${docId}`));

/** PUT template/{id}/prompt/{promptId} (promptId: the template document). */
export const setPrompt = (id: string, documentId: string, hints: ExtractionHint[]) =>
  api.put(call(`template/${id}/prompt/${documentId}`), { hints });

/** GET document/additional?template_id=: the company's document types the template can still add. */
export function useAdditionalDocumentTypes(templateId: string, enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.additional(templateId),
    enabled,
    queryFn: async () =>
      ZAdditionalDocumentListResponse.parse(
        (await api.get(call('document/additional'), { params: { template_id: templateId } })).data,
      ).data,
  });
}

/** POST document/additional: add a document type to the template; answers with what can still be added. */
export async function addAdditionalDocument(body: AddAdditionalDocumentRequest) {
  return ZAdditionalDocumentListResponse.parse((await api.post(call('document/additional'), body)).data).data;
}

/** PATCH document/{id}: rename a template document (or move it to another of its types). */
export async function patchTemplateDocument(documentId: string, body: PatchDocumentRequest) {
  return ZTemplateDocumentResponse.parse((await api.patch(call(`document/${documentId}`), body)).data).data;
}

/** PUT document/update-status: mark the labelling of a document done, or reopen it. */
export async function updateDocumentStatus(body: UpdateDocumentStatusRequest) {
  return ZTemplateDocumentResponse.parse((await api.put(call('document/update-status'), body)).data).data;
}

/** GET template/{id}/validation: the comparisons (saved, or the defaults) and the labels that can be compared. */
export function useTemplateValidation(id: string) {
  return useQuery({
    queryKey: labellingKeys.validation(id),
    queryFn: async () =>
      ZTemplateValidationResponse.parse((await api.get(call(`template/${id}/validation`))).data).data,
  });
}
