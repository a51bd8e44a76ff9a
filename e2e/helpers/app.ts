import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Role } from '@vd/contract';
import { decodeJwt } from 'jose';
import { buildApp } from '../../apps/api/src/app.ts';
import { closeContext, createContext } from '../../apps/api/src/context.ts';
import { createWorker } from '../../apps/api/src/jobs/index.ts';
import { createLogger } from '../../apps/api/src/logger.ts';
import { signAccessToken } from '../../apps/api/src/services/auth/access-token.ts';
import { seedUser } from '../../apps/api/test/factories.ts';
import { freePort, testEnv } from '../../apps/api/test/helper.ts';

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * The real product (API, job worker and the built SPA) on a free port, on a fresh embedded database
 * of its own, with factories to seed what a test needs. `server: true` puts it on a fresh database
 * of the PostgreSQL server in DATABASE_URL, without the in-process worker (a worker process is the
 * test's to start, with `workerEnv`).
 */
export async function startApp(options: { server?: boolean } = {}) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The SPA is not built: run `npm run build` first (npm test does it).');
  }
  // The port is chosen first so that links in e-mails and gateway redirects point at this app.
  const port = await freePort();
  // The product as `npm start` runs it: on the embedded database, whatever DATABASE_URL says
  // (CI points the API tests at the PostgreSQL server).
  const env = await testEnv(
    { WEB_DIST: webDist, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` },
    { embedded: !options.server },
  );
  // E2E_LOG_LEVEL=warn (or info) shows the server's log while a browser test runs; silent otherwise.
  const level = process.env.E2E_LOG_LEVEL ?? 'silent';
  const log = createLogger(level);
  const ctx = await createContext(env.config, log);
  const app = await buildApp(ctx, { logger: level === 'silent' ? false : log });
  const worker = options.server ? undefined : createWorker(ctx, log);
  await app.listen({ port, host: '127.0.0.1' });
  await worker?.start();
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    /** The Fastify instance, for setting up through the API (`app.inject`). */
    app,
    ctx,
    outboxDir: env.config.outboxDir,
    /** What a separate worker process needs to work for this app: its database and data folder. */
    workerEnv: {
      DATABASE_URL: 'url' in env.config.database ? env.config.database.url : '',
      DATA_DIR: env.dataDir,
    },
    async seedUser(role: Role = 'owner', options: { expiredAccessToken?: boolean } = {}) {
      const seeded = await seedUser(ctx.db, ctx.config, { role });
      const claims = decodeJwt(seeded.accessToken);
      // An access token issued 20 minutes ago: expired, as a browser left open would hold it.
      const expired = options.expiredAccessToken
        ? await signAccessToken(
            {
              kind: 'user',
              userId: seeded.user.id,
              companyId: seeded.companyId,
              role,
              familyId: String(claims.fid),
            },
            ctx.config.jwtSecret,
            new Date(Date.now() - 20 * 60_000),
          )
        : undefined;
      return {
        accessToken: expired ?? seeded.accessToken,
        refreshToken: seeded.refreshToken,
        email: seeded.user.email,
        firstName: seeded.user.first_name,
        companyId: seeded.companyId,
        companyName: seeded.companyName,
      };
    },
    async close() {
      await app.close();
      await worker?.stop();
      await closeContext(ctx);
      await env.drop();
    },
  };
}

export type RunningApp = Awaited<ReturnType<typeof startApp>>;
