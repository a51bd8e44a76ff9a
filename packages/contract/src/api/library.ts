/** The routes of the library area (apps/api/src/routes/library), defined once for the API and the SPA. */
import { z } from 'zod';
import {
  ZCreateLibraryAliasRequest,
  ZCreateLibraryEntryRequest,
  ZHsImportResponse,
  ZLibraryEntriesQuery,
  ZLibraryEntriesResponse,
  ZLibraryEntryResponse,
  ZLibraryListParams,
  ZLibraryListsResponse,
} from '../library/index.ts';
import { ZDeletedResponse } from '../master-data/document-label.ts';
import { ZIdParam } from '../master-data/fields.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'api', tag: 'library' } as const;

export const libraryApi = {
  lists: defineRoute({
    ...area,
    method: 'GET',
    path: 'library',
    summary: 'Daftar rujukan Pustaka',
    access: 'member',
    responses: { 200: ZLibraryListsResponse },
  }),
  list: defineRoute({
    ...area,
    method: 'GET',
    path: 'library/{list}',
    summary: 'Entri satu daftar (bawaan dan milik perusahaan), dengan pencarian',
    access: 'member',
    params: ZLibraryListParams,
    query: ZLibraryEntriesQuery,
    responses: { 200: ZLibraryEntriesResponse },
  }),
  createEntry: defineRoute({
    ...area,
    method: 'POST',
    path: 'library/{list}/entries',
    summary: 'Tambah entri milik perusahaan (kode HS, pelabuhan, satuan, kemasan, kantor pabean)',
    access: { permission: 'library.manage' },
    params: ZLibraryListParams,
    body: ZCreateLibraryEntryRequest,
    responses: { 201: ZLibraryEntryResponse },
  }),
  deleteEntry: defineRoute({
    ...area,
    method: 'DELETE',
    path: 'library/entries/{id}',
    summary: 'Hapus entri milik perusahaan (dengan aliasnya)',
    access: { permission: 'library.manage' },
    params: ZIdParam,
    responses: { 200: ZDeletedResponse },
  }),
  createAlias: defineRoute({
    ...area,
    method: 'POST',
    path: 'library/{list}/aliases',
    summary: 'Tambah alias (nama lain yang tercetak di dokumen) pada entri',
    access: { permission: 'library.manage' },
    params: ZLibraryListParams,
    body: ZCreateLibraryAliasRequest,
    responses: { 201: ZLibraryEntryResponse },
  }),
  deleteAlias: defineRoute({
    ...area,
    method: 'DELETE',
    path: 'library/aliases/{id}',
    summary: 'Hapus alias milik perusahaan',
    access: { permission: 'library.manage' },
    params: ZIdParam,
    responses: { 200: ZDeletedResponse },
  }),
  importHsList: defineRoute({
    ...area,
    method: 'POST',
    path: 'library/hs_code/import',
    summary:
      'Impor daftar kode HS perusahaan dari XLSX atau CSV (kolom Kode HS dan Uraian); semua atau tidak sama sekali',
    access: { permission: 'library.manage' },
    body: z.object({ file: z.any().describe('Berkas XLSX atau CSV') }),
    multipart: true,
    responses: { 200: ZHsImportResponse },
  }),
};
