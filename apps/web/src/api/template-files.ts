/** Sample document files (docs/product.md §7 "Documents and files"): upload, re-upload, page images. */
import { useQuery } from '@tanstack/react-query';
import { prefixes, ZUploadDocumentResponse } from '@vd/contract';
import { api } from './client.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

type OnProgress = (percent: number) => void;

const sendFile = async (url: string, form: FormData, onProgress: OnProgress) => {
  const answer = await api.post(url, form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return ZUploadDocumentResponse.parse(answer.data).data;
};

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
  return sendFile(call(`file/upload/document/${templateId}`), form, onProgress);
}

/** POST file/reupload/document/{id}: a new file for the same document. */
export function reuploadDocument(documentId: string, file: File, onProgress: OnProgress) {
  const form = new FormData();
  form.append('file', file);
  return sendFile(call(`file/reupload/document/${documentId}`), form, onProgress);
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
