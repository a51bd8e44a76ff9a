import multipart from '@fastify/multipart';
import { libraryApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { importHsCodes } from '../../services/library/import-hs-codes.ts';
import { listEntries } from '../../services/library/list-entries.ts';
import { listLibrary } from '../../services/library/list-library.ts';
import { createAlias, createEntry, deleteAlias, deleteEntry } from '../../services/library/manage-entries.ts';
import { readUpload } from '../read-upload.ts';

const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Pustaka (docs/library-and-storage.md): the reference lists, read by every member; a company's own
 * entries, aliases and HS list import for owners and admins.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  registerRoute(app, libraryApi.lists, async (request) => ({
    message: 'Berhasil',
    data: await listLibrary(db, callerOf(request).companyId),
  }));

  registerRoute(app, libraryApi.list, async (request) => ({
    message: 'Berhasil',
    ...(await listEntries(db, callerOf(request).companyId, request.params.list, request.query)),
  }));

  registerRoute(app, libraryApi.createEntry, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createEntry(db, caller.companyId, caller.userId, request.params.list, request.body);
    return reply.code(201).send({ message: 'Entri ditambahkan.', data });
  });

  registerRoute(app, libraryApi.deleteEntry, async (request) => {
    await deleteEntry(db, callerOf(request).companyId, request.params.id);
    return { message: 'Entri dihapus.', data: { id: request.params.id } };
  });

  registerRoute(app, libraryApi.createAlias, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createAlias(db, caller.companyId, caller.userId, request.params.list, request.body);
    return reply.code(201).send({ message: 'Alias ditambahkan.', data });
  });

  registerRoute(app, libraryApi.deleteAlias, async (request) => {
    await deleteAlias(db, callerOf(request).companyId, request.params.id);
    return { message: 'Alias dihapus.', data: { id: request.params.id } };
  });

  registerRoute(app, libraryApi.importHsList, async (request) => {
    const caller = callerOf(request);
    const upload = await readUpload(request);
    const data = await importHsCodes(db, caller.companyId, caller.userId, upload.bytes);
    return {
      message: `Impor selesai: ${data.created} kode baru, ${data.updated} diperbarui.`,
      data,
    };
  });
};
