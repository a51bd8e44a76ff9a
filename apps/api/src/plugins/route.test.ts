import { healthApi, notificationsApi, prefixes } from '@vd/contract';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerRoute } from './route.ts';

const appWith = (prefix: string, register: FastifyPluginAsync) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  void app.register(register, { prefix });
  return app;
};

describe('registerRoute', () => {
  it('registers the path under its prefix, public without a guard, and reads the answer with its schema', async () => {
    const app = appWith(prefixes.api, async (api) => {
      registerRoute(api, healthApi.health, async () => ({
        message: 'Layanan berjalan normal',
        data: { version: '1', database: 'ok' as const, uptime_seconds: 1 },
      }));
    });
    const answer = await app.inject({ url: `${prefixes.api}/health` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.database).toBe('ok');
    await app.close();
  });

  it("puts the access rule's guard first: no token, no handler", async () => {
    let reached = false;
    const app = appWith(prefixes.api, async (api) => {
      registerRoute(api, notificationsApi.unreadCount, async () => {
        reached = true;
        return { message: 'Berhasil', data: { unread: 0 } };
      });
    });
    const answer = await app.inject({ url: `${prefixes.api}/notification/unread-count` });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(reached).toBe(false);
    await app.close();
  });

  it('refuses a route registered under another prefix than its own', async () => {
    const app = appWith(prefixes.auth, async (auth) => {
      registerRoute(auth, healthApi.health, async () => ({
        message: 'x',
        data: { version: '1', database: 'ok' as const, uptime_seconds: 1 },
      }));
    });
    await expect(app.ready()).rejects.toThrow(/registered under \/auth\/v1, defined under api/);
  });
});
