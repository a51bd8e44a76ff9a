import {
  ZDeleteShipmentResponse,
  ZIdParam,
  ZStorageSettingsRequest,
  ZStorageUsageResponse,
  ZStoredDocumentParams,
  ZStoredPageParams,
  ZStoredShipmentsQuery,
  ZStoredShipmentsResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { deleteShipmentDocuments } from '../../services/saved-storage/delete-shipment-documents.ts';
import { attachment, storedOriginal, storedPageImage } from '../../services/saved-storage/document-file.ts';
import { findShipment, listShipments } from '../../services/saved-storage/list-shipments.ts';
import { storageUsage, updateStorageSettings } from '../../services/saved-storage/storage-usage.ts';
import { userName } from '../../services/validation/recompare.ts';

const tags = ['saved-storage'];
const security = [{ bearerAuth: [] }];

/**
 * Penyimpanan (docs/library-and-storage.md): the company's stored documents by shipment, read by
 * every member; retention and deletion for owners and admins.
 */
export const savedStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const manager = requireCaller(app, { permission: 'storage.manage' });

  app.get(
    '/saved-storage/shipments',
    {
      schema: {
        tags,
        security,
        summary: 'Dokumen tersimpan per pengiriman (atau per template), dengan pencarian',
        querystring: ZStoredShipmentsQuery,
        response: { 200: ZStoredShipmentsResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listShipments(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.get(
    '/saved-storage/usage',
    {
      schema: {
        tags,
        security,
        summary: 'Penyimpanan terpakai, kuota dan masa simpan',
        response: { 200: ZStorageUsageResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await storageUsage(ctx.db, ctx.config.storageQuotaBytes, callerOf(request).companyId),
    }),
  );

  app.put(
    '/saved-storage/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Atur masa simpan dokumen validasi (bulan; null: tanpa batas)',
        body: ZStorageSettingsRequest,
        response: { 200: ZStorageUsageResponse },
      },
      preHandler: manager,
    },
    async (request) => {
      const caller = callerOf(request);
      return {
        message: 'Masa simpan disimpan.',
        data: await updateStorageSettings(
          ctx.db,
          ctx.config.storageQuotaBytes,
          caller.companyId,
          caller.userId,
          request.body,
        ),
      };
    },
  );

  app.delete(
    '/saved-storage/shipments/:id/documents',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus berkas dokumen satu pengiriman (audit dan hasil tetap, ditandai)',
        params: ZIdParam,
        response: { 200: ZDeleteShipmentResponse },
      },
      preHandler: manager,
    },
    async (request) => {
      const caller = callerOf(request);
      const name = await userName(ctx.db, caller.userId);
      await deleteShipmentDocuments(ctx.db, ctx.storage, caller.companyId, request.params.id, {
        reason: 'manual',
        name,
      });
      return {
        message: 'Dokumen pengiriman dihapus. Audit validasi tetap tersimpan.',
        data: await findShipment(ctx.db, caller.companyId, request.params.id),
      };
    },
  );

  app.get(
    '/saved-storage/documents/:kind/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'Unduh berkas asli dokumen',
        params: ZStoredDocumentParams,
        response: {
          200: {
            description: 'Berkas asli',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
        },
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const file = await storedOriginal(ctx, callerOf(request).companyId, kind, id);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream as never);
    },
  );

  app.get(
    '/saved-storage/documents/:kind/:id/pages/:n/image',
    {
      schema: {
        tags,
        security,
        summary: 'Pratinjau halaman dokumen (WebP)',
        params: ZStoredPageParams,
        response: {
          200: { description: 'Halaman sebagai WebP', content: { 'image/webp': { schema: z.string() } } },
        },
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { kind, id, n } = request.params;
      const image = await storedPageImage(ctx, callerOf(request).companyId, kind, id, n);
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image as never);
    },
  );
};
