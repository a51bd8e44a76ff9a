/** Penyimpanan (docs/library-and-storage.md): stored documents by shipment, usage, retention, deletion. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StorageSettingsRequest,
  type StoredDocument,
  type StoredShipmentsQuery,
  savedStorageApi,
  urlOf,
} from '@vd/contract';
import { call, requestOf } from './call.ts';
import { downloadFile } from './file-download.ts';
import { cleanParams } from './validation.ts';

export const storageKeys = {
  all: ['saved-storage'] as const,
  usage: ['saved-storage', 'usage'] as const,
  shipments: (query: Partial<StoredShipmentsQuery>) => ['saved-storage', 'shipments', query] as const,
};

/** GET saved-storage/shipments. */
export function useStoredShipments(query: Partial<StoredShipmentsQuery>) {
  return useQuery({
    queryKey: storageKeys.shipments(query),
    queryFn: () => call(savedStorageApi.shipments, { query: cleanParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** GET saved-storage/usage. */
export function useStorageUsage() {
  return useQuery({
    queryKey: storageKeys.usage,
    queryFn: async () => (await call(savedStorageApi.usage)).data,
  });
}

export function useRefreshStorage() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: storageKeys.all });
}

/** PUT saved-storage/settings. */
export async function saveStorageSettings(body: StorageSettingsRequest) {
  return call(savedStorageApi.saveSettings, { body });
}

/** DELETE saved-storage/shipments/{id}/documents. */
export async function deleteShipmentDocuments(id: string) {
  return call(savedStorageApi.deleteShipmentDocuments, { params: { id } });
}

/** The URL of a page image of a stored document (for useAuthorizedImage). */
export const storedPageUrl = (document: Pick<StoredDocument, 'kind' | 'id'>, page: number) =>
  urlOf(savedStorageApi.documentPageImage, { kind: document.kind, id: document.id, n: page });

/** GET saved-storage/documents/{kind}/{id}/file: the original, with progress. */
export const downloadOriginal = (
  document: Pick<StoredDocument, 'kind' | 'id'>,
  onProgress: (p: number | null) => void,
) =>
  downloadFile(
    requestOf(savedStorageApi.documentFile, {
      params: { kind: document.kind, id: document.id },
    }),
    onProgress,
  );
