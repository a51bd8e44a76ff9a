import multipart from '@fastify/multipart';
import {
  ZCreateLibraryAliasRequest,
  ZCreateLibraryEntryRequest,
  ZDeletedResponse,
  ZHsImportResponse,
  ZIdParam,
  ZLibraryEntriesQuery,
  ZLibraryEntriesResponse,
  ZLibraryEntryResponse,
  ZLibraryListParams,
  ZLibraryListsResponse,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { importHsCodes } from '../../services/library/import-hs-codes.ts';
import { listEntries } from '../../services/library/list-entries.ts';
import { listLibrary } from '../../services/library/list-library.ts';
import { createAlias, createEntry, deleteAlias, deleteEntry } from '../../services/library/manage-entries.ts';
import { readUpload } from '../templates/read-upload.ts';

const tags = ['library'];
const security = [{ bearerAuth: [] }];
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Pustaka (docs/library-and-storage.md): the reference lists, read by every member; a company's own
 * entries, aliases and HS list import for owners and admins.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'library.manage' });
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/library',
    {
      schema: { tags, security, summary: 'Daftar rujukan Pustaka', response: { 200: ZLibraryListsResponse } },
      preHandler: reader,
    },
    async (request) => ({ message: 'Berhasil', data: await listLibrary(db, callerOf(request).companyId) }),
  );

  app.get(
    '/library/:list',
    {
      schema: {
        tags,
        security,
        summary: 'Entri satu daftar (bawaan dan milik perusahaan), dengan pencarian',
        params: ZLibraryListParams,
        querystring: ZLibraryEntriesQuery,
        response: { 200: ZLibraryEntriesResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listEntries(db, callerOf(request).companyId, request.params.list, request.query)),
    }),
  );

  app.post(
    '/library/:list/entries',
    {
      schema: {
        tags,
        security,
        summary: 'Tambah entri milik perusahaan (kode HS, pelabuhan, satuan, kemasan, kantor pabean)',
        params: ZLibraryListParams,
        body: ZCreateLibraryEntryRequest,
        response: { 201: ZLibraryEntryResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const data = await createEntry(db, caller.companyId, caller.userId, request.params.list, request.body);
      return reply.code(201).send({ message: 'Entri ditambahkan.', data });
    },
  );

  app.delete(
    '/library/entries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus entri milik perusahaan (dengan aliasnya)',
        params: ZIdParam,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteEntry(db, callerOf(request).companyId, request.params.id);
      return { message: 'Entri dihapus.', data: { id: request.params.id } };
    },
  );

  app.post(
    '/library/:list/aliases',
    {
      schema: {
        tags,
        security,
        summary: 'Tambah alias (nama lain yang tercetak di dokumen) pada entri',
        params: ZLibraryListParams,
        body: ZCreateLibraryAliasRequest,
        response: { 201: ZLibraryEntryResponse },
      },
      preHandler: writer,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const data = await createAlias(db, caller.companyId, caller.userId, request.params.list, request.body);
      return reply.code(201).send({ message: 'Alias ditambahkan.', data });
    },
  );

  app.delete(
    '/library/aliases/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Hapus alias milik perusahaan',
        params: ZIdParam,
        response: { 200: ZDeletedResponse },
      },
      preHandler: writer,
    },
    async (request) => {
      await deleteAlias(db, callerOf(request).companyId, request.params.id);
      return { message: 'Alias dihapus.', data: { id: request.params.id } };
    },
  );

  app.post(
    '/library/hs_code/import',
    {
      schema: {
        tags,
        security,
        summary:
          'Impor daftar kode HS perusahaan dari XLSX atau CSV (kolom Kode HS dan Uraian); semua atau tidak sama sekali',
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.any().describe('Berkas XLSX atau CSV') }),
        response: { 200: ZHsImportResponse },
      },
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      preHandler: writer,
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await readUpload(request);
      const data = await importHsCodes(db, caller.companyId, caller.userId, upload.bytes);
      return {
        message: `Impor selesai: ${data.created} kode baru, ${data.updated} diperbarui.`,
        data,
      };
    },
  );
};
