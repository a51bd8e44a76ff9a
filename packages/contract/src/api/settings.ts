/** The routes of the settings area (apps/api/src/routes/settings), defined once for the API and the SPA. */
import { z } from 'zod';
import { ZLogoResponse, ZLogoUploadRequest } from '../billing/logo.ts';
import { ZSaveSettingsRequest, ZSettingsResponse, ZUpdateSettingsRequest } from '../billing/settings.ts';
import { ZSubscriptionResponse } from '../billing/subscription.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'api', tag: 'settings' } as const;

export const settingsApi = {
  get: defineRoute({
    ...area,
    method: 'GET',
    path: 'settings',
    summary: 'Profil perusahaan dan preferensi',
    access: { permission: 'company.read' },
    responses: { 200: ZSettingsResponse },
  }),
  save: defineRoute({
    ...area,
    method: 'POST',
    path: 'settings',
    summary: 'Simpan seluruh pengaturan',
    access: { permission: 'company.manage' },
    body: ZSaveSettingsRequest,
    responses: { 200: ZSettingsResponse },
  }),
  update: defineRoute({
    ...area,
    method: 'PUT',
    path: 'settings/update',
    summary: 'Ubah sebagian pengaturan',
    access: { permission: 'company.manage' },
    body: ZUpdateSettingsRequest,
    responses: { 200: ZSettingsResponse },
  }),
  subscription: defineRoute({
    ...area,
    method: 'GET',
    path: 'settings/subscription',
    summary: 'Paket dan pemakaian: slot dibeli, terpakai, sisa, validasi bulan ini',
    access: { permission: 'company.read' },
    responses: { 200: ZSubscriptionResponse },
  }),
  uploadLogo: defineRoute({
    ...area,
    method: 'POST',
    path: 'settings/logo',
    summary: 'Unggah atau ganti logo perusahaan (multipart, PNG/JPEG/WebP, maksimal 2 MB)',
    access: { permission: 'company.manage' },
    body: ZLogoUploadRequest,
    multipart: true,
    responses: { 200: ZLogoResponse },
  }),
  logo: defineRoute({
    ...area,
    method: 'GET',
    path: 'settings/logo',
    summary: 'Gambar logo perusahaan (PNG)',
    access: 'member',
    query: z.object({ v: z.string().max(64).optional().describe('Versi logo, untuk cache') }),
    responses: {
      200: {
        description: 'Logo sebagai PNG',
        content: { 'image/png': { schema: z.string().describe('PNG') } },
      },
    },
  }),
  deleteLogo: defineRoute({
    ...area,
    method: 'DELETE',
    path: 'settings/logo',
    summary: 'Hapus logo perusahaan',
    access: { permission: 'company.manage' },
    responses: { 200: ZLogoResponse },
  }),
};
