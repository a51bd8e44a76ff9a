import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../test/factories.ts';
import { buildTestApp } from '../../test/helper.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

// A built SPA as vite writes it: hashed assets with their .br and .gz beside them.
const script = `console.log(${JSON.stringify('Validasi Dokumen '.repeat(400))});\n`;

describe('compression and caching of what the server sends', () => {
  let web: string;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    web = await mkdtemp(path.join(tmpdir(), 'vd-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    const asset = path.join(web, 'assets', 'index-Ab12Cd34.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCompressSync(script));
    await writeFile(`${asset}.gz`, gzipSync(script));
    t = await buildTestApp({ WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    await rm(web, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed (brotli or gzip, as asked), cached for good', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('never lets a browser keep index.html without asking (a new build is picked up at once)', async () => {
    for (const url of ['/', '/login', '/admin/validation/history']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses JSON answers above the threshold, and leaves small ones alone', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    // The company's document types (seeded at sign-up): a JSON list over the threshold.
    const url = '/api/v1/document-type';
    const plain = await t.app.inject({ url, headers: owner.auth });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await t.app.inject({ url, headers: { ...owner.auth, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url, headers: { ...owner.auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
