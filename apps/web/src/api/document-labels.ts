/** Labels (docs/product.md §7 `document-labels/...`): list, detail, aliases, status, master flag, logic. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CreateDocumentLabelRequest,
  masterDataApi,
  type UpdateDocumentLabelRequest,
  type ValidationLogic,
} from '@vd/contract';
import { call } from './call.ts';

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
    queryFn: () =>
      call(masterDataApi.labels, {
        query: { page, per_page: perPage, ...(search ? { search } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET document-labels/detail/{id}. */
export function useLabel(id: string | null) {
  return useQuery({
    queryKey: labelKeys.detail(id ?? ''),
    queryFn: async () => (await call(masterDataApi.label, { params: { id: id ?? '' } })).data,
    enabled: id !== null,
  });
}

/** GET document-labels/list-active: every active label (pickers). */
export function useActiveLabels() {
  return useQuery({
    queryKey: labelKeys.active,
    queryFn: async () => (await call(masterDataApi.activeLabels)).data,
  });
}

/** POST document-labels/create. */
export async function createLabel(body: CreateDocumentLabelRequest) {
  return (await call(masterDataApi.createLabel, { body })).data;
}

/** PUT document-labels/update/{id}. */
export const updateLabel = (id: string, body: UpdateDocumentLabelRequest) =>
  call(masterDataApi.updateLabel, { params: { id }, body });

/** DELETE document-labels/delete/{id}. */
export const deleteLabel = (id: string) => call(masterDataApi.deleteLabel, { params: { id } });

/** POST document-labels/create-alias. */
export const createAlias = (labelId: string, alias: string) =>
  call(masterDataApi.createAlias, { body: { document_label_id: labelId, alias } });

/** DELETE document-labels/delete-alias/{id}. */
export const deleteAlias = (aliasId: string) => call(masterDataApi.deleteAlias, { params: { id: aliasId } });

/** PUT document-labels/bulk-update-status. */
export const setLabelsActive = (labelIds: string[], active: boolean) =>
  call(masterDataApi.setLabelsActive, { body: { label_ids: labelIds, active } });

/** PUT document-labels/master. */
export const setLabelsMaster = (labelIds: string[], isMaster: boolean) =>
  call(masterDataApi.setLabelsMaster, { body: { label_ids: labelIds, is_master: isMaster } });

/** PUT document-labels/validation-logic. */
export const setValidationLogic = (labelId: string, logic: ValidationLogic) =>
  call(masterDataApi.setValidationLogic, {
    body: { document_label_id: labelId, validation_logic: logic },
  });
