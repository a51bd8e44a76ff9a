/** The routes of the saved-storage area (apps/api/src/routes/saved-storage), defined once for the API and the SPA. */
import { z } from 'zod';
import { ZIdParam } from '../master-data/fields.ts';
import { defineRoute } from '../route.ts';
import {
  ZDeleteShipmentResponse,
  ZStorageSettingsRequest,
  ZStorageUsageResponse,
  ZStoredDocumentParams,
  ZStoredPageParams,
  ZStoredShipmentsQuery,
  ZStoredShipmentsResponse,
} from '../saved-storage/index.ts';

const area = { prefix: 'api', tag: 'saved-storage' } as const;

export const savedStorageApi = {
  shipments: defineRoute({
    ...area,
    method: 'GET',
    path: 'saved-storage/shipments',
    summary: 'Dokumen tersimpan per pengiriman (atau per template), dengan pencarian',
    access: 'member',
    query: ZStoredShipmentsQuery,
    responses: { 200: ZStoredShipmentsResponse },
  }),
  usage: defineRoute({
    ...area,
    method: 'GET',
    path: 'saved-storage/usage',
    summary: 'Penyimpanan terpakai, kuota dan masa simpan',
    access: 'member',
    responses: { 200: ZStorageUsageResponse },
  }),
  saveSettings: defineRoute({
    ...area,
    method: 'PUT',
    path: 'saved-storage/settings',
    summary: 'Atur masa simpan dokumen validasi (bulan; null: tanpa batas)',
    access: { permission: 'storage.manage' },
    body: ZStorageSettingsRequest,
    responses: { 200: ZStorageUsageResponse },
  }),
  deleteShipmentDocuments: defineRoute({
    ...area,
    method: 'DELETE',
    path: 'saved-storage/shipments/{id}/documents',
    summary: 'Hapus berkas dokumen satu pengiriman (audit dan hasil tetap, ditandai)',
    access: { permission: 'storage.manage' },
    params: ZIdParam,
    responses: { 200: ZDeleteShipmentResponse },
  }),
  documentFile: defineRoute({
    ...area,
    method: 'GET',
    path: 'saved-storage/documents/{kind}/{id}/file',
    summary: 'Unduh berkas asli dokumen',
    access: 'member',
    params: ZStoredDocumentParams,
    responses: {
      200: {
        description: 'Berkas asli',
        content: { 'application/octet-stream': { schema: z.string() } },
      },
    },
  }),
  documentPageImage: defineRoute({
    ...area,
    method: 'GET',
    path: 'saved-storage/documents/{kind}/{id}/pages/{n}/image',
    summary: 'Pratinjau halaman dokumen (WebP)',
    access: 'member',
    params: ZStoredPageParams,
    responses: {
      200: { description: 'Halaman sebagai WebP', content: { 'image/webp': { schema: z.string() } } },
    },
  }),
};
