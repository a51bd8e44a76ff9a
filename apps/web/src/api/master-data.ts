/** Master data (docs/product.md §7): document types, the master document, the catalogue. */
import { useQuery } from '@tanstack/react-query';
import {
  type CreateAdditionalLabelsRequest,
  type CreateDocumentTypeRequest,
  prefixes,
  type UpdateDocumentTypeRequest,
  ZAdditionalLabelListResponse,
  ZCreateAdditionalLabelsResponse,
  ZDocumentTypeListResponse,
  ZLabelParameterListResponse,
  ZMasterDocumentResponse,
  ZPickLabelParametersResponse,
} from '@vd/contract';
import { api } from './client.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

/** Every key starts with 'master-data', so one invalidation refreshes every master data screen. */
export const masterDataKeys = {
  all: ['master-data'] as const,
  types: ['master-data', 'document-types'] as const,
  masterDocument: ['master-data', 'master-document'] as const,
  catalog: (search: string) => ['master-data', 'catalog', search] as const,
  additional: ['master-data', 'additional'] as const,
  onboarding: ['master-data', 'onboarding'] as const,
};

/** GET document-type: the company's document types. */
export function useDocumentTypes() {
  return useQuery({
    queryKey: masterDataKeys.types,
    queryFn: async () => ZDocumentTypeListResponse.parse((await api.get(call('document-type'))).data).data,
  });
}

/** POST document-type. */
export const createDocumentType = (body: CreateDocumentTypeRequest) => api.post(call('document-type'), body);

/** PUT document-type/{id}. */
export const updateDocumentType = (id: string, body: UpdateDocumentTypeRequest) =>
  api.put(call(`document-type/${id}`), body);

/** DELETE document-type/{id} (refused with a message while a template uses it). */
export const deleteDocumentType = (id: string) => api.delete(call(`document-type/${id}`));

/** GET company/master-document: the reference document type, or null. */
export function useMasterDocument(enabled = true) {
  return useQuery({
    enabled,
    queryKey: masterDataKeys.masterDocument,
    queryFn: async () =>
      ZMasterDocumentResponse.parse((await api.get(call('company/master-document'))).data).data.document_type,
  });
}

/** PUT company/master-document. */
export const setMasterDocument = (documentTypeId: string) =>
  api.put(call('company/master-document'), { document_type: documentTypeId });

/** GET label-parameters: the global catalogue, each with whether the company already uses it. */
export function useLabelCatalog(search: string) {
  return useQuery({
    queryKey: masterDataKeys.catalog(search),
    queryFn: async () => {
      const params = search ? { search } : {};
      return ZLabelParameterListResponse.parse((await api.get(call('label-parameters'), { params })).data)
        .data;
    },
  });
}

/** POST company/label-parameters: use these catalogue labels. */
export async function pickLabelParameters(labelIds: string[]) {
  const answer = await api.post(call('company/label-parameters'), { label_ids: labelIds });
  return ZPickLabelParametersResponse.parse(answer.data).data;
}

/** GET company/additional-label-parameters: the company's own labels. */
export function useAdditionalLabels() {
  return useQuery({
    queryKey: masterDataKeys.additional,
    queryFn: async () =>
      ZAdditionalLabelListResponse.parse((await api.get(call('company/additional-label-parameters'))).data)
        .data,
  });
}

/** POST company/additional-label-parameters. */
export async function createAdditionalLabels(body: CreateAdditionalLabelsRequest) {
  const answer = await api.post(call('company/additional-label-parameters'), body);
  return ZCreateAdditionalLabelsResponse.parse(answer.data).data;
}
