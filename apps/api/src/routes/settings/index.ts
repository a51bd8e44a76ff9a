import { settingsApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { getSubscription } from '../../services/billing/get-subscription.ts';
import { getSettings } from '../../services/settings/get-settings.ts';
import { saveSettings } from '../../services/settings/save-settings.ts';
import { logoRoutes } from './logo.ts';

/** docs/product.md §7 "Settings": company profile, preferences, subscription usage (owners and admins). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(logoRoutes);

  registerRoute(app, settingsApi.get, async (request) => ({
    message: 'Berhasil',
    data: await getSettings(ctx.db, callerOf(request).companyId),
  }));

  registerRoute(app, settingsApi.save, async (request) => ({
    message: 'Pengaturan disimpan.',
    data: await saveSettings(ctx.db, callerOf(request).companyId, request.body),
  }));

  registerRoute(app, settingsApi.update, async (request) => ({
    message: 'Pengaturan disimpan.',
    data: await saveSettings(ctx.db, callerOf(request).companyId, request.body),
  }));

  registerRoute(app, settingsApi.subscription, async (request) => ({
    message: 'Berhasil',
    data: await getSubscription(ctx.db, callerOf(request).companyId),
  }));
};
