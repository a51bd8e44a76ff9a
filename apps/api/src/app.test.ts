import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../test/factories.ts';
import { buildTestApp } from '../test/helper.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';

describe('the HTTP edge', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the version and the database state, in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      data: { version: t.ctx.config.version, database: 'ok' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a request id given by the caller', async () => {
    const res = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'uji-12345678' } });
    expect(res.headers['x-request-id']).toBe('uji-12345678');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'Alamat yang diminta tidak ditemukan.',
    });
  });

  it('answers a malformed JSON body with 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"rusak":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'MALFORMED_JSON',
      message: 'Isi permintaan bukan JSON yang valid.',
    });
  });

  it('answers invalid input with 400, naming each field', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const res = await t.app.inject({ url: '/api/v1/user/list?per_page=1000', headers: owner.auth });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors)).toEqual(['per_page']);
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.app.inject({ url: '/api/v1/user/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 with the binding message when the role is not allowed', async () => {
    const member = await seedUser(t.ctx.db, t.ctx.config, { role: 'member' });
    const res = await t.app.inject({ url: '/api/v1/user/list', headers: member.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Anda tidak memiliki akses' });
  });

  it('refuses a deactivated member even with a valid token', async () => {
    const inactive = await seedUser(t.ctx.db, t.ctx.config, { status: 'inactive' });
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: inactive.auth })).statusCode).toBe(401);
  });

  it('lists only the members of the caller’s company', async () => {
    const a = await seedUser(t.ctx.db, t.ctx.config);
    const colleague = await seedUser(t.ctx.db, t.ctx.config, { companyId: a.companyId, role: 'member' });
    await seedUser(t.ctx.db, t.ctx.config); // another company
    const res = await t.app.inject({ url: '/api/v1/user/list?per_page=100', headers: a.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((u: { id: string }) => u.id).sort()).toEqual([a.user.id, colleague.user.id].sort());
    expect(body.meta).toEqual({ page: 1, per_page: 100, total: 2, total_pages: 1 });
  });

  it('answers user/me with the company of the token', async () => {
    const a = await seedUser(t.ctx.db, t.ctx.config, { role: 'admin' });
    const res = await t.app.inject({ url: '/api/v1/user/me', headers: a.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.user.id, role: 'admin', company: { id: a.companyId } });
    expect(JSON.stringify(res.json())).not.toContain('password');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.json().paths['/api/v1/health']).toBeDefined();
  });
});

describe('a server error', () => {
  it('answers 500 with a generic Indonesian message and no stack', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('rahasia: koneksi ke 10.0.0.5 gagal');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'INTERNAL',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    });
    expect(res.body).not.toContain('rahasia');
    expect(res.body).not.toContain('    at ');
    await app.close();
  });
});

describe('rate limiting, ready for the auth routes', () => {
  it('answers 429 with Retry-After and an Indonesian message past the limit', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    app.post('/masuk', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
      message: 'OK',
    }));
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: 'POST', url: '/masuk' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const limited = await app.inject({ method: 'POST', url: '/masuk' });
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  });
});
