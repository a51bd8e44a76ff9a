import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';
import { spaPlugin } from './spa.ts';

describe('the SPA', () => {
  let root: string;
  const app = Fastify();
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vd-spa-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    await app.register(errorsPlugin);
    await app.register(spaPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves assets for good and any page path as index.html', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ url: '/admin/template/library?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset (an old build asked for across a deploy), not the page', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/index-old999.css', '/favicon-old.png']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).not.toContain('text/html');
    }
    expect((await app.inject({ url: '/api/v1/tidak-ada' })).statusCode).toBe(404);
  });
});
