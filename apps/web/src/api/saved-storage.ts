/** Penyimpanan (docs/library-and-storage.md): stored documents by shipment, usage, retention, deletion. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  prefixes,
  type StorageSettingsRequest,
  type StoredDocument,
  type StoredShipmentsQuery,
  ZDeleteShipmentResponse,
  ZStorageUsageResponse,
  ZStoredShipmentsResponse,
} from '@vd/contract';
import { api } from './client.ts';
import { downloadFile } from './file-download.ts';
import { cleanParams } from './validation.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

export const storageKeys = {
  all: ['saved-storage'] as const,
  usage: ['saved-storage', 'usage'] as const,
  shipments: (query: Partial<StoredShipmentsQuery>) => ['saved-storage', 'shipments', query] as const,
};

/** GET saved-storage/shipments. */
export function useStoredShipments(query: Partial<StoredShipmentsQuery>) {
  return useQuery({
    queryKey: storageKeys.shipments(query),
    queryFn: async () =>
      ZStoredShipmentsResponse.parse(
        (await api.get(call('saved-storage/shipments'), { params: cleanParams(query) })).data,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET saved-storage/usage. */
export function useStorageUsage() {
  return useQuery({
    queryKey: storageKeys.usage,
    queryFn: async () => ZStorageUsageResponse.parse((await api.get(call('saved-storage/usage'))).data).data,
  });
}

export function useRefreshStorage() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: storageKeys.all });
}

/** PUT saved-storage/settings. */
export async function saveStorageSettings(body: StorageSettingsRequest) {
  return ZStorageUsageResponse.parse((await api.put(call('saved-storage/settings'), body)).data);
}

/** DELETE saved-storage/shipments/{id}/documents. */
export async function deleteShipmentDocuments(id: string) {
  return ZDeleteShipmentResponse.parse(
    (await api.delete(call(`saved-storage/shipments/${id}/documents`))).data,
  );
}

/** The URL of a page image of a stored document (for useAuthorizedImage). */
export const storedPageUrl = (document: Pick<StoredDocument, 'kind' | 'id'>, page: number) =>
  call(`saved-storage/documents/${document.kind}/${document.id}/pages/${page}/image`);

/** GET saved-storage/documents/{kind}/{id}/file: the original, with progress. */
export const downloadOriginal = (
  document: Pick<StoredDocument, 'kind' | 'id'>,
  onProgress: (p: number | null) => void,
) =>
  downloadFile(
    { method: 'get', url: call(`saved-storage/documents/${document.kind}/${document.id}/file`) },
    onProgress,
  );
