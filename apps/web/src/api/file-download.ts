/** Files the API answers with (invoices, exports, the audit CSV): name from the headers, progress. */
import type { AxiosRequestConfig } from 'axios';
import { api } from './client.ts';

/** The file name a Content-Disposition header gives, if any. */
export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const star = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

/**
 * Downloads a file through the axios instance (bearer token, refresh), reporting progress 0-100
 * (null while the size is unknown), and returns it with the name the server gives it.
 */
export async function downloadFile(
  config: AxiosRequestConfig,
  onProgress: (percent: number | null) => void,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await api.request<Blob>({
    ...config,
    responseType: 'blob',
    onDownloadProgress: (event) => {
      onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null);
    },
  });
  return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition']) };
}
