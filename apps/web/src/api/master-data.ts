/** Master data (docs/product.md §7): document types, the master document, the catalogue. */
import { useQuery } from '@tanstack/react-query';
import {
  type CreateAdditionalLabelsRequest,
  type CreateDocumentTypeRequest,
  masterDataApi,
  type UpdateDocumentTypeRequest,
} from '@vd/contract';
import { call } from './call.ts';

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
    queryFn: async () => (await call(masterDataApi.documentTypes)).data,
  });
}

/** POST document-type. */
export const createDocumentType = (body: CreateDocumentTypeRequest) =>
  call(masterDataApi.createDocumentType, { body });

/** PUT document-type/{id}. */
export const updateDocumentType = (id: string, body: UpdateDocumentTypeRequest) =>
  call(masterDataApi.updateDocumentType, { params: { id }, body });

/** DELETE document-type/{id} (refused with a message while a template uses it). */
export const deleteDocumentType = (id: string) => call(masterDataApi.deleteDocumentType, { params: { id } });

/** GET company/master-document: the reference document type, or null. */
export function useMasterDocument(enabled = true) {
  return useQuery({
    enabled,
    queryKey: masterDataKeys.masterDocument,
    queryFn: async () => (await call(masterDataApi.masterDocument)).data.document_type,
  });
}

/** PUT company/master-document. */
export const setMasterDocument = (documentTypeId: string) =>
  call(masterDataApi.setMasterDocument, { body: { document_type: documentTypeId } });

/** GET label-parameters: the global catalogue, each with whether the company already uses it. */
export function useLabelCatalog(search: string) {
  return useQuery({
    queryKey: masterDataKeys.catalog(search),
    queryFn: async () => (await call(masterDataApi.labelCatalog, { query: search ? { search } : {} })).data,
  });
}

/** POST company/label-parameters: use these catalogue labels. */
export async function pickLabelParameters(labelIds: string[]) {
  return (await call(masterDataApi.pickLabelParameters, { body: { label_ids: labelIds } })).data;
}

/** GET company/additional-label-parameters: the company's own labels. */
export function useAdditionalLabels() {
  return useQuery({
    queryKey: masterDataKeys.additional,
    queryFn: async () => (await call(masterDataApi.additionalLabels)).data,
  });
}

/** POST company/additional-label-parameters. */
export async function createAdditionalLabels(body: CreateAdditionalLabelsRequest) {
  return (await call(masterDataApi.createAdditionalLabels, { body })).data;
}
