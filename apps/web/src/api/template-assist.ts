/**
 * Assisted templating (docs/assisted-templating.md): placements proposed on a sample, the caption
 * beside a placement, a template's copy, and a shipment's files matched to a template's documents.
 */
import { useQuery } from '@tanstack/react-query';
import { templatesApi } from '@vd/contract';
import { call } from './call.ts';

export const assistKeys = {
  /** Outside 'templates': refreshing the template screens does not ask the engine again. */
  proposals: (documentId: string, uid: string | null) => ['template-proposals', documentId, uid] as const,
};

/**
 * POST document-detail/{id}/label/suggestions: the engine's proposals for the company's active
 * labels not yet placed on the sample (nothing saved). Asked once per upload of the sample.
 */
export function useProposals(documentId: string, uid: string | null, enabled: boolean) {
  return useQuery({
    queryKey: assistKeys.proposals(documentId, uid),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await call(templatesApi.proposals, { params: { id: documentId } })).data,
  });
}

/** GET document-detail/{id}/label/{coordId}/caption: the caption beside a placement, known or not. */
export async function placementCaption(documentId: string, placementId: string) {
  const params = { id: documentId, coordId: placementId };
  return (await call(templatesApi.placementCaption, { params })).data;
}

/** POST template/{id}/duplicate: a draft copy under a new name. */
export async function duplicateTemplate(templateId: string, name: string) {
  return (await call(templatesApi.duplicate, { params: { id: templateId }, body: { name } })).data;
}

/** POST template/{id}/classify (multipart, one `file` part per file): which sample each file is. */
export async function classifyFiles(templateId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  return (await call(templatesApi.classify, { params: { id: templateId }, body: form })).data.files;
}
