import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { prefixes, progressSocketProtocol } from '@vd/contract';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { createLogger } from './logger.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { listCachePlugin } from './plugins/list-cache.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { requestContext } from './request-context.ts';
import { authRoutes } from './routes/auth/index.ts';
import { billingRoutes } from './routes/billing/index.ts';
import { companyRoutes } from './routes/company/index.ts';
import { emailChangeRoutes } from './routes/email-change/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { acceptInvitationRoutes, invitationRoutes } from './routes/invitations/index.ts';
import { libraryRoutes } from './routes/library/index.ts';
import { masterDataRoutes } from './routes/master-data/index.ts';
import { memberRoutes } from './routes/members/index.ts';
import { notificationRoutes } from './routes/notifications/index.ts';
import { profileRoutes } from './routes/profile/index.ts';
import { progressRoutes } from './routes/progress/index.ts';
import { savedStorageRoutes } from './routes/saved-storage/index.ts';
import { settingsRoutes } from './routes/settings/index.ts';
import { templatesRoutes } from './routes/templates/index.ts';
import { validationAreaRoutes } from './routes/validation/index.ts';
import type { ProcessState } from './services/health/process-state.ts';
import { ProgressHub } from './services/progress/progress-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    progressHub: ProgressHub;
    processState: ProcessState;
  }
}

/** Builds the HTTP app on a ready context; listening and shutting down belong to server.ts. */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: FastifyBaseLogger | boolean; process?: ProcessState } = {},
) {
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : {
          loggerInstance:
            typeof options.logger === 'object' ? options.logger : createLogger(ctx.config.logLevel),
        }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY; none by default).
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.decorate('progressHub', new ProgressHub(ctx.database, app.log));
  app.decorate(
    'processState',
    options.process ?? { role: ctx.config.runWorker ? 'all-in-one' : 'api', stopping: false },
  );
  // The request id follows the request's work (the jobs it queues carry it, request-context.ts);
  // entered again after the body is read, whose stream events run outside the request's context.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
  app.addHook('onReady', () => app.progressHub.start());
  app.addHook('onClose', () => app.progressHub.stop());

  await app.register(compressionPlugin);
  // After the compression: its hooks run after compress's, so answers are kept as sent.
  await app.register(listCachePlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin, { version: ctx.config.version });
  await app.register(authPlugin);
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      // The progress socket's protocol; the access token offered beside it is never echoed back.
      handleProtocols: (offered) => (offered.has(progressSocketProtocol) ? progressSocketProtocol : false),
    },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // The routes under user/ (docs/product.md §7), in the order of openapi.json.
      await api.register(profileRoutes);
      await api.register(emailChangeRoutes);
      await api.register(memberRoutes);
      await api.register(invitationRoutes);
      await api.register(companyRoutes);
      await api.register(progressRoutes);
      await api.register(billingRoutes);
      await api.register(settingsRoutes);
      await api.register(masterDataRoutes);
      await api.register(templatesRoutes);
      await api.register(validationAreaRoutes);
      await api.register(notificationRoutes);
      await api.register(libraryRoutes);
      await api.register(savedStorageRoutes);
    },
    { prefix: prefixes.api },
  );
  await app.register(authRoutes, { prefix: prefixes.auth });
  await app.register(acceptInvitationRoutes, { prefix: prefixes.auth });

  await app.register(spaPlugin, { root: ctx.config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
