/**
 * `npm run bench:web`: the first visit of /login in Chromium, as a new user opens it, against a
 * static form page served by the same server in the same run, alternated (login, static, login,
 * static...). Each visit is a fresh browser context (empty cache). Measured: time from navigation
 * start until the password field is visible (the form is usable), bytes transferred (all, and the
 * JavaScript as sent: brotli when the browser asks for it), and the JavaScript gzipped (gzip -9 of
 * each script the page loaded).
 *
 * Needs the built SPA (`npm run build`) and Debian's Chromium (as the browser tests).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildApp } from '../apps/api/src/app.ts';
import { closeContext, createContext } from '../apps/api/src/context.ts';
import { createLogger } from '../apps/api/src/logger.ts';
import { testEnv } from '../apps/api/test/helper.ts';
import { launchBrowser } from '../e2e/helpers/browser.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** A sign-in form as a plain page: HTML and inline CSS, no script. */
const STATIC_PAGE = `<!doctype html><html lang="id"><head><meta charset="UTF-8"><title>Masuk</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style>body{font-family:sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f6fa}
form{background:#fff;padding:32px;border-radius:8px;display:grid;gap:12px;width:320px}
input,button{padding:8px;font-size:14px}</style></head><body>
<form><h1>Masuk</h1><label>Email <input type="email" name="email"></label>
<label>Password <input type="password" name="password"></label><button>Masuk</button></form>
</body></html>`;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** What the page functions use of the browser's globals. */
interface BrowserGlobals {
  document: { querySelector(selector: string): { getBoundingClientRect(): { height: number } } | null };
  visibleAt?: number;
  performance: { getEntriesByType(type: string): unknown[] };
}

interface Visit {
  visibleMs: number;
  transferred: number;
  jsTransferred: number;
  jsGzip: number;
  jsRaw: number;
  scripts: number;
}

// A copy of the build with the static page beside index.html, served by the product's server.
const web = await mkdtemp(path.join(tmpdir(), 'vd-bench-web-'));
await cp(dist, web, { recursive: true });
await writeFile(path.join(web, 'static-login.html'), STATIC_PAGE);

const env = await testEnv({ WEB_DIST: web });
const log = createLogger('silent');
const ctx = await createContext(env.config, log);
const app = await buildApp(ctx, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
let browser: Browser | undefined;

const gzipOf = new Map<string, number>();
const gzippedSize = async (url: string): Promise<{ raw: number; gzip: number }> => {
  const file = path.join(web, new URL(url).pathname);
  const bytes = await readFile(file);
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(bytes, { level: 9 }).length);
  return { raw: bytes.length, gzip: gzipOf.get(file)! };
};

const visit = async (url: string): Promise<Visit> => {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      // Runs in the page (this file is compiled without the DOM's types).
      const page = globalThis as unknown as BrowserGlobals;
      const input = page.document.querySelector('input[type="password"]');
      const visible = Boolean(input && input.getBoundingClientRect().height > 0);
      if (visible) page.visibleAt ??= performance.now();
      return visible;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  const measured = await page.evaluate(() => {
    const page = globalThis as unknown as BrowserGlobals;
    type Entry = { name: string; transferSize: number; initiatorType: string };
    const entries = (type: string) => page.performance.getEntriesByType(type) as Entry[];
    const resources = entries('resource');
    const [navigation] = entries('navigation');
    return {
      visibleAt: page.visibleAt ?? Number.NaN,
      documentBytes: navigation?.transferSize ?? 0,
      resources: resources.map((r) => ({
        name: r.name,
        transferSize: r.transferSize,
        type: r.initiatorType,
      })),
    };
  });
  await context.close();
  const scripts = measured.resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
  let jsGzip = 0;
  let jsRaw = 0;
  for (const script of scripts) {
    const size = await gzippedSize(script.name);
    jsGzip += size.gzip;
    jsRaw += size.raw;
  }
  return {
    visibleMs: measured.visibleAt,
    transferred: measured.documentBytes + measured.resources.reduce((sum, r) => sum + r.transferSize, 0),
    jsTransferred: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    jsGzip,
    jsRaw,
    scripts: scripts.length,
  };
};

try {
  browser = await launchBrowser();
  console.log(`Web bench: node ${process.version}; load average at start ${load()} (1, 5, 15 min)`);
  // One visit of each first (warm-up of the server and Chromium), not counted.
  await visit(`${base}/login`);
  await visit(`${base}/static-login.html`);
  const login: Visit[] = [];
  const plain: Visit[] = [];
  for (let i = 0; i < RUNS; i++) {
    login.push(await visit(`${base}/login`));
    plain.push(await visit(`${base}/static-login.html`));
  }
  const row = (name: string, visits: Visit[]) =>
    `| ${name} | ${median(visits.map((v) => v.visibleMs)).toFixed(0)} ms | ${kb(median(visits.map((v) => v.transferred)))} | ${visits[0]!.scripts} | ${kb(median(visits.map((v) => v.jsTransferred)))} | ${kb(visits[0]!.jsGzip)} | ${kb(visits[0]!.jsRaw)} |`;
  console.log(`\n${RUNS} visits each, alternated, fresh context (empty cache) each, 1280x800\n`);
  console.log(
    '| page | form visible (median) | transferred, all (median) | scripts | JS as sent (brotli) | JS gzipped (-9) | JS uncompressed |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(row('/login', login));
  console.log(row('static form page, same server', plain));
  const ratio = median(login.map((v) => v.visibleMs)) / median(plain.map((v) => v.visibleMs));
  console.log(`\n/login / static page, form visible: ${ratio.toFixed(2)}x (goal: <= 3x)`);
  console.log(`/login JS gzipped: ${kb(login[0]!.jsGzip)} (goal: <= 250 KB)`);
  console.log(`Load average at end ${load()}`);
} finally {
  await browser?.close();
  await app.close();
  await closeContext(ctx);
  await env.drop();
  await rm(web, { recursive: true, force: true });
}
