/**
 * Labelling of a sample document (docs/product.md §7 "Labels and master data", `document-detail/...`), the
 * engine's reading of every placement, and the review before publishing.
 */
import { useQuery } from '@tanstack/react-query';
import {
  type CreateGroupRequest,
  type CreatePlacementRequest,
  prefixes,
  type UpdatePlacementRequest,
  ZLabelCoordinatesListResponse,
  ZLabelCoordinatesResponse,
  ZPreviewDocumentResponse,
  ZTemplateReviewResponse,
  ZTemplateValidationResponse,
} from '@vd/contract';
import { api } from './client.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

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
    queryFn: async () =>
      ZLabelCoordinatesListResponse.parse((await api.get(call(`document-detail/${documentId}/labels`))).data)
        .data,
  });
}

/** GET template/{id}/preview-document-detail/{docId}: what the engine reads in each placement now. */
export function usePreview(templateId: string, documentId: string | null) {
  return useQuery({
    queryKey: labellingKeys.preview(templateId, documentId ?? ''),
    enabled: documentId !== null,
    queryFn: async () => {
      const url = call(`template/${templateId}/preview-document-detail/${documentId}`);
      return ZPreviewDocumentResponse.parse((await api.get(url)).data).data.readings;
    },
  });
}

/** POST document-detail/{id}/label. */
export async function placeLabel(documentId: string, body: CreatePlacementRequest) {
  const answer = await api.post(call(`document-detail/${documentId}/label`), body);
  return ZLabelCoordinatesResponse.parse(answer.data).data;
}

/** PUT document-detail/{id}/label/{coordId}: move, resize or relabel. */
export const updatePlacement = (documentId: string, coordId: string, body: UpdatePlacementRequest) =>
  api.put(call(`document-detail/${documentId}/label/${coordId}`), body);

/** DELETE document-detail/{id}/label/{coordId}. */
export const deletePlacement = (documentId: string, coordId: string) =>
  api.delete(call(`document-detail/${documentId}/label/${coordId}`));

/** POST document-detail/{id}/label/group: these placements become one table row. */
export const createGroup = (documentId: string, body: CreateGroupRequest) =>
  api.post(call(`document-detail/${documentId}/label/group`), body);

/** POST document-detail/{id}/label/group/duplicate: the next row, one group height lower. */
export const duplicateGroup = (documentId: string, groupId: string) =>
  api.post(call(`document-detail/${documentId}/label/group/duplicate`), { label_group_id: groupId });

/** DELETE label-group/{id}: the group and its placements. */
export const deleteGroup = (groupId: string) => api.delete(call(`label-group/${groupId}`));

/** GET template/{id}/review. */
export function useReview(templateId: string, enabled: boolean) {
  return useQuery({
    queryKey: labellingKeys.review(templateId),
    enabled,
    queryFn: async () =>
      ZTemplateReviewResponse.parse((await api.get(call(`template/${templateId}/review`))).data).data,
  });
}

/** GET template/{id}/validation. */
export async function getTemplateValidation(templateId: string) {
  return ZTemplateValidationResponse.parse((await api.get(call(`template/${templateId}/validation`))).data)
    .data;
}

/** POST template/{id}/validation: which labels are compared between which documents. */
export const saveTemplateValidation = (
  templateId: string,
  items: { document_label_id: string; document_ids: string[] }[],
) => api.post(call(`template/${templateId}/validation`), { items });
