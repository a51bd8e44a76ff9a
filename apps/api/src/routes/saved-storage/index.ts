import { savedStorageApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { deleteShipmentDocuments } from '../../services/saved-storage/delete-shipment-documents.ts';
import { attachment, storedOriginal, storedPageImage } from '../../services/saved-storage/document-file.ts';
import { findShipment, listShipments } from '../../services/saved-storage/list-shipments.ts';
import { storageUsage, updateStorageSettings } from '../../services/saved-storage/storage-usage.ts';
import { userName } from '../../services/validation/recompare.ts';
import { sendDownload, sendImage } from '../file-reply.ts';

/**
 * Penyimpanan (docs/library-and-storage.md): the company's stored documents by shipment, read by
 * every member; retention and deletion for owners and admins.
 */
export const savedStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, savedStorageApi.shipments, async (request) => ({
    message: 'Berhasil',
    ...(await listShipments(ctx.db, callerOf(request).companyId, request.query)),
  }));

  registerRoute(app, savedStorageApi.usage, async (request) => ({
    message: 'Berhasil',
    data: await storageUsage(ctx.db, ctx.config.storageQuotaBytes, callerOf(request).companyId),
  }));

  registerRoute(app, savedStorageApi.saveSettings, async (request) => {
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
  });

  registerRoute(app, savedStorageApi.deleteShipmentDocuments, async (request) => {
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
  });

  registerRoute(app, savedStorageApi.documentFile, async (request, reply) => {
    const { kind, id } = request.params;
    const file = await storedOriginal(ctx, callerOf(request).companyId, kind, id);
    reply.header('x-content-type-options', 'nosniff');
    return sendDownload(reply, file.contentType, attachment(file.fileName), file.stream);
  });

  registerRoute(app, savedStorageApi.documentPageImage, async (request, reply) => {
    const { kind, id, n } = request.params;
    const image = await storedPageImage(ctx, callerOf(request).companyId, kind, id, n);
    return sendImage(reply, 'image/webp', image, 3600);
  });
};
