/** Sample document files (docs/product.md §7 "Documents and files"): upload, re-upload, page images. */
import { useQuery } from '@tanstack/react-query';
import { templatesApi } from '@vd/contract';
import { type CallConfig, call } from './call.ts';
import { api } from './client.ts';

type OnProgress = (percent: number) => void;

/** The axios option that reports an upload's progress 0-100. */
export const uploadProgress = (onProgress: OnProgress): CallConfig => ({
  onUploadProgress: (event) => {
    if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
  },
});

/** POST file/upload/document/{templateId}: `document_type` and `file`; answers with the upload uid. */
export function uploadDocument(
  templateId: string,
  documentTypeId: string,
  file: File,
  onProgress: OnProgress,
) {
  const form = new FormData();
  form.append('document_type', documentTypeId);
  form.append('file', file);
  const config = uploadProgress(onProgress);
  return call(templatesApi.uploadDocument, { params: { id: templateId }, body: form, config }).then(
    (answer) => answer.data,
  );
}

/** POST file/reupload/document/{id}: a new file for the same document. */
export function reuploadDocument(documentId: string, file: File, onProgress: OnProgress) {
  const form = new FormData();
  form.append('file', file);
  const config = uploadProgress(onProgress);
  return call(templatesApi.reuploadDocument, { params: { id: documentId }, body: form, config }).then(
    (answer) => answer.data,
  );
}

/**
 * A page image, fetched with the bearer token (an <img> cannot send it) and shown from an object
 * URL kept in the query cache (released by the query client when the query is removed).
 */
export function usePageImage(imageUrl: string | null) {
  return useQuery({
    queryKey: ['templates', 'page-image', imageUrl],
    enabled: imageUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    queryFn: async () => {
      const answer = await api.get<Blob>(imageUrl ?? '', { responseType: 'blob' });
      return URL.createObjectURL(answer.data);
    },
  });
}
