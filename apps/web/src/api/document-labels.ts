/** Labels (docs/product.md §7 `document-labels/...`): list, detail, aliases, status, master flag, logic. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CreateDocumentLabelRequest,
  prefixes,
  type UpdateDocumentLabelRequest,
  type ValidationLogic,
  ZActiveLabelListResponse,
  ZDocumentLabelListResponse,
  ZDocumentLabelResponse,
} from '@vd/contract';
import { api } from './client.ts';

const call = (path: string) => `${prefixes.api}/document-labels/${path}`;

export const labelKeys = {
  all: ['master-data', 'labels'] as const,
  list: (page: number, perPage: number, search: string) =>
    ['master-data', 'labels', 'list', page, perPage, search] as const,
  detail: (id: string) => ['master-data', 'labels', 'detail', id] as const,
  active: ['master-data', 'labels', 'active'] as const,
};

/** GET document-labels/list with search (name and aliases) and pagination. */
export function useLabelList(page: number, perPage: number, search: string) {
  return useQuery({
    queryKey: labelKeys.list(page, perPage, search),
    queryFn: async () => {
      const params = { page, per_page: perPage, ...(search ? { search } : {}) };
      return ZDocumentLabelListResponse.parse((await api.get(call('list'), { params })).data);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET document-labels/detail/{id}. */
export function useLabel(id: string | null) {
  return useQuery({
    queryKey: labelKeys.detail(id ?? ''),
    queryFn: async () => ZDocumentLabelResponse.parse((await api.get(call(`detail/${id}`))).data).data,
    enabled: id !== null,
  });
}

/** GET document-labels/list-active: every active label (pickers). */
export function useActiveLabels() {
  return useQuery({
    queryKey: labelKeys.active,
    queryFn: async () => ZActiveLabelListResponse.parse((await api.get(call('list-active'))).data).data,
  });
}

/** POST document-labels/create. */
export async function createLabel(body: CreateDocumentLabelRequest) {
  return ZDocumentLabelResponse.parse((await api.post(call('create'), body)).data).data;
}

/** PUT document-labels/update/{id}. */
export const updateLabel = (id: string, body: UpdateDocumentLabelRequest) =>
  api.put(call(`update/${id}`), body);

/** DELETE document-labels/delete/{id}. */
export const deleteLabel = (id: string) => api.delete(call(`delete/${id}`));

/** POST document-labels/create-alias. */
export const createAlias = (labelId: string, alias: string) =>
  api.post(call('create-alias'), { document_label_id: labelId, alias });

/** DELETE document-labels/delete-alias/{id}. */
export const deleteAlias = (aliasId: string) => api.delete(call(`delete-alias/${aliasId}`));

/** PUT document-labels/bulk-update-status. */
export const setLabelsActive = (labelIds: string[], active: boolean) =>
  api.put(call('bulk-update-status'), { label_ids: labelIds, active });

/** PUT document-labels/master. */
export const setLabelsMaster = (labelIds: string[], isMaster: boolean) =>
  api.put(call('master'), { label_ids: labelIds, is_master: isMaster });

/** PUT document-labels/validation-logic. */
export const setValidationLogic = (labelId: string, logic: ValidationLogic) =>
  api.put(call('validation-logic'), { document_label_id: labelId, validation_logic: logic });
