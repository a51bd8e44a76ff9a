/**
 * Labelling of a sample document (docs/product.md §7 "Labels and master data", `document-detail/...`), the
 * engine's reading of every placement, and the review before publishing.
 */
import { useQuery } from '@tanstack/react-query';
import {
  type CreateGroupRequest,
  type CreatePlacementRequest,
  templatesApi,
  type UpdatePlacementRequest,
} from '@vd/contract';
import { call } from './call.ts';

export const labellingKeys = {
  labels: (documentId: string) => ['templates', 'labels', documentId] as const,
  preview: (templateId: string, documentId: string) =>
    ['templates', 'preview', templateId, documentId] as const,
  review: (templateId: string) => ['templates', 'review', templateId] as const,
  validation: (templateId: string) => ['templates', 'validation', templateId] as const,
};

/** GET document-detail/{id}/labels: placements and groups (each group with its labels). */
export function usePlacements(documentId: string | null) {
  return useQuery({
    queryKey: labellingKeys.labels(documentId ?? ''),
    enabled: documentId !== null,
    queryFn: async () => (await call(templatesApi.placements, { params: { id: documentId ?? '' } })).data,
  });
}

/** GET template/{id}/preview-document-detail/{docId}: what the engine reads in each placement now. */
export function usePreview(templateId: string, documentId: string | null) {
  return useQuery({
    queryKey: labellingKeys.preview(templateId, documentId ?? ''),
    enabled: documentId !== null,
    queryFn: async () => {
      const params = { id: templateId, docId: documentId ?? '' };
      return (await call(templatesApi.preview, { params })).data.readings;
    },
  });
}

/** POST document-detail/{id}/label. */
export async function placeLabel(documentId: string, body: CreatePlacementRequest) {
  return (await call(templatesApi.createPlacement, { params: { id: documentId }, body })).data;
}

/** PUT document-detail/{id}/label/{coordId}: move, resize or relabel. */
export const updatePlacement = (documentId: string, coordId: string, body: UpdatePlacementRequest) =>
  call(templatesApi.updatePlacement, { params: { id: documentId, coordId }, body });

/** DELETE document-detail/{id}/label/{coordId}. */
export const deletePlacement = (documentId: string, coordId: string) =>
  call(templatesApi.deletePlacement, { params: { id: documentId, coordId } });

/** POST document-detail/{id}/label/group: these placements become one table row. */
export const createGroup = (documentId: string, body: CreateGroupRequest) =>
  call(templatesApi.createLabelGroup, { params: { id: documentId }, body });

/** POST document-detail/{id}/label/group/duplicate: the next row, one group height lower. */
export const duplicateGroup = (documentId: string, groupId: string) =>
  call(templatesApi.duplicateLabelGroup, {
    params: { id: documentId },
    body: { label_group_id: groupId },
  });

/** DELETE label-group/{id}: the group and its placements. */
export const deleteGroup = (groupId: string) =>
  call(templatesApi.deleteLabelGroup, { params: { id: groupId } });

/** GET template/{id}/review. */
export function useReview(templateId: string, enabled: boolean) {
  return useQuery({
    queryKey: labellingKeys.review(templateId),
    enabled,
    queryFn: async () => (await call(templatesApi.review, { params: { id: templateId } })).data,
  });
}

/** GET template/{id}/validation. */
export async function getTemplateValidation(templateId: string) {
  return (await call(templatesApi.comparisonPlan, { params: { id: templateId } })).data;
}

/** POST template/{id}/validation: which labels are compared between which documents. */
export const saveTemplateValidation = (
  templateId: string,
  items: { document_label_id: string; document_ids: string[] }[],
) => call(templatesApi.saveComparisonPlan, { params: { id: templateId }, body: { items } });
