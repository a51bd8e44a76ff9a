/**
 * `npm run bench:api`: throughput and latency of the API's read calls under 50 connections
 * (autocannon), the server in a process of its own as `npm start` runs it (no job worker), on
 * PostgreSQL when DATABASE_URL is set (a fresh database, dropped at the end), else on the embedded
 * database. Seeded: one company, 200 validations (the 2 newest with a stored result of 1,100 labels,
 * so the history's first page holds them), 25 templates. Each call is run DURATION seconds,
 * alternated with /health in rounds (health, user/me, template, history, health, ...); ratios are
 * to /health of the same round. Browsers' `accept-encoding: br, gzip` is sent.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { templates } from '@vd/db';
import autocannon from 'autocannon';
import { closeContext, createContext } from '../apps/api/src/context.ts';
import { createLogger } from '../apps/api/src/logger.ts';
import { seedUser } from '../apps/api/test/factories.ts';
import { freePort, testEnv } from '../apps/api/test/helper.ts';
import { seedValidations } from './seed-validations.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = 50;
const root = path.resolve(import.meta.dirname, '..');
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

const jwtSecret = 'bench-api-secret-0123456789abcdef-0123456789';
const port = await freePort();
const env = await testEnv({ JWT_SECRET: jwtSecret, RUN_WORKER: 'false' });
const databaseUrl = 'url' in env.config.database ? env.config.database.url : undefined;
let server: ChildProcess | undefined;

const run = (url: string, headers: Record<string, string>) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers, timeout: 10 },
      (error: Error | null, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });

try {
  // Seeded through a context of this process (migrations applied), before the server starts.
  const ctx = await createContext(env.config, createLogger('silent'));
  const owner = await seedUser(ctx.db, ctx.config, { role: 'owner' });
  await seedValidations(ctx.db, owner.companyId, owner.user.id, 200, 2);
  await ctx.db.insert(templates).values(
    Array.from({ length: 25 }, (_, i) => ({
      company_id: owner.companyId,
      name: `Template Ekspor ${i + 1}`,
      description: 'Dokumen ekspor ke Eropa',
      status: i % 3 === 0 ? ('draft' as const) : ('active' as const),
    })),
  );
  await closeContext(ctx);

  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      JWT_SECRET: jwtSecret,
      RUN_WORKER: 'false',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const auth = { authorization: `Bearer ${owner.accessToken}`, 'accept-encoding': 'br, gzip' };
  const calls = [
    { name: '/health', url: `${base}/api/v1/health`, headers: { 'accept-encoding': 'br, gzip' } },
    { name: 'user/me', url: `${base}/api/v1/user/me`, headers: auth },
    { name: 'template (list)', url: `${base}/api/v1/template?page=1&per_page=20`, headers: auth },
    {
      name: 'validation/history (2 of 20 with 1,100 labels)',
      url: `${base}/api/v1/validation/history?page=1&per_page=20`,
      headers: auth,
    },
  ];
  // Each answer checked once, so a 401 or 500 is not timed as a fast answer.
  for (const call of calls) {
    const answer = await fetch(call.url, { headers: call.headers });
    if (!answer.ok) throw new Error(`${call.name}: ${answer.status} ${await answer.text()}`);
  }
  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `API bench: node ${process.version}, ${database}, ${CONNECTIONS} connections, ${DURATION} s per call, ${ROUNDS} rounds; load average at start ${load()}`,
  );
  const rows: Array<{ round: number; name: string; result: autocannon.Result; health: number }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    let health = Number.NaN;
    for (const call of calls) {
      const result = await run(call.url, call.headers);
      if (call.name === '/health') health = result.requests.average;
      rows.push({ round, name: call.name, result, health });
    }
  }
  console.log(
    '\n| round | call | req/s (mean) | ratio to /health | p50 | p99 | errors + non-2xx | timeouts |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { round, name, result, health } of rows) {
    const errors = result.errors + result.non2xx;
    console.log(
      `| ${round} | ${name} | ${result.requests.average.toFixed(0)} | ${(result.requests.average / health).toFixed(2)}x | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${result.timeouts} |`,
    );
  }
  console.log(
    `\nGoal: list calls >= 0.5x /health, p99 <= 200 ms on PostgreSQL, 0 errors. Load average at end ${load()}`,
  );
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  await env.drop();
}
