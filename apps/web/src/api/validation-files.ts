/** The files of a validation: the upload of each expected document, page images and evidence crops. */
import { useQuery } from '@tanstack/react-query';
import { templatesApi } from '@vd/contract';
import { call } from './call.ts';
import { api } from './client.ts';
import { uploadProgress } from './template-files.ts';

/**
 * POST file/upload/document/{templateId} (multipart) with `validation_document_id` and `file`: the
 * document's file (a later upload replaces it). Answers at once with the uid to follow.
 */
export async function uploadShipmentDocument(
  templateId: string,
  shipmentDocumentId: string,
  file: File,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('validation_document_id', shipmentDocumentId);
  form.append('file', file);
  const config = uploadProgress(onProgress);
  return (await call(templatesApi.uploadDocument, { params: { id: templateId }, body: form, config })).data;
}

/**
 * An image the API serves behind the bearer token (page images, evidence crops): an <img> cannot
 * send it, so it is fetched as a blob and shown from an object URL kept in the query cache (the
 * query client releases it when the query leaves the cache). Its key is outside 'validation', so
 * refreshing the validation screens does not fetch the images again.
 */
export function useAuthorizedImage(url: string | null, enabled = true) {
  return useQuery({
    queryKey: ['validation-image', url],
    enabled: enabled && url !== null && url !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
    queryFn: async () => {
      const answer = await api.get<Blob>(url ?? '', { responseType: 'blob' });
      return URL.createObjectURL(answer.data);
    },
  });
}
