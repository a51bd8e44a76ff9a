import {
  ZSaveSettingsRequest,
  ZSettingsResponse,
  ZSubscriptionResponse,
  ZUpdateSettingsRequest,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { getSubscription } from '../../services/billing/get-subscription.ts';
import { getSettings } from '../../services/settings/get-settings.ts';
import { saveSettings } from '../../services/settings/save-settings.ts';
import { logoRoutes } from './logo.ts';

const tags = ['settings'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7 "Settings": company profile, preferences, subscription usage (owners and admins). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app, { permission: 'company.read' });
  const writer = requireCaller(app, { permission: 'company.manage' });
  await app.register(logoRoutes);

  app.get(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Profil perusahaan dan preferensi',
        response: { 200: ZSettingsResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await getSettings(ctx.db, callerOf(request).companyId),
    }),
  );

  app.post(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Simpan seluruh pengaturan',
        body: ZSaveSettingsRequest,
        response: { 200: ZSettingsResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Pengaturan disimpan.',
      data: await saveSettings(ctx.db, callerOf(request).companyId, request.body),
    }),
  );

  app.put(
    '/settings/update',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah sebagian pengaturan',
        body: ZUpdateSettingsRequest,
        response: { 200: ZSettingsResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Pengaturan disimpan.',
      data: await saveSettings(ctx.db, callerOf(request).companyId, request.body),
    }),
  );

  app.get(
    '/settings/subscription',
    {
      schema: {
        tags,
        security,
        summary: 'Paket dan pemakaian: slot dibeli, terpakai, sisa, validasi bulan ini',
        response: { 200: ZSubscriptionResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await getSubscription(ctx.db, callerOf(request).companyId),
    }),
  );
};
