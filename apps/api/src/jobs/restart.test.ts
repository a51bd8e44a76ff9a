import { type ChildProcess, spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { emailOutbox, jobs, openDatabase } from '@vd/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type TestEnv, testEnv } from '../../test/helper.ts';
import { sendEmailJob } from './definitions/send-email.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');

function run(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not reached in time');
}

describe('a queued job across a crash and a restart', () => {
  let env: TestEnv;
  let processEnv: Record<string, string>;
  beforeAll(async () => {
    env = await testEnv();
    processEnv = {
      DATA_DIR: env.dataDir,
      ...('url' in env.config.database ? { DATABASE_URL: env.config.database.url } : {}),
    };
  });
  afterAll(() => env.drop());

  // Three processes start one after the other (each compiling TypeScript): on a loaded machine
  // that alone takes most of a minute, so this test gets more than the default time.
  it('runs once after the process that queued it was killed', { timeout: 240_000 }, async () => {
    const queuer = run('test/fixtures/enqueue-email.ts', { ...processEnv, RUN_WORKER: 'false' });
    await new Promise<void>((resolve, reject) => {
      queuer.stdout!.on('data', (d) => String(d).includes('queued') && resolve());
      queuer.once('exit', (code) => reject(new Error(`queuer exited with ${code}`)));
    });
    queuer.kill('SIGKILL');
    await exited(queuer);

    const outbox = path.join(env.dataDir, 'outbox');
    const files = () => readdir(outbox).catch(() => [] as string[]);
    expect(await files()).toEqual([]);

    for (const round of [1, 2]) {
      const port = await freePort();
      const server = run('src/server.ts', { ...processEnv, PORT: String(port) });
      // Listening means the signal handlers are installed (a slow start under load must not turn
      // SIGTERM into a kill); the second round then gives its worker time to (not) send again.
      const listening = () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        );
      await until(listening, 60_000);
      if (round === 1) await until(async () => (await files()).length > 0, 60_000);
      else await new Promise((r) => setTimeout(r, 4000));
      server.kill('SIGTERM');
      await exited(server);
      expect(server.exitCode).toBe(0);
    }
    expect(await files()).toHaveLength(1);

    const database = await openDatabase(env.config.database);
    // The send (the workers also queue their recurring jobs, such as the storage sweep).
    const [job] = await database.db.select().from(jobs).where(eq(jobs.name, sendEmailJob.name));
    const [email] = await database.db.select().from(emailOutbox);
    await database.close();
    expect(job).toMatchObject({ name: sendEmailJob.name, status: 'completed', attempts: 1 });
    expect(email).toMatchObject({ status: 'sent', subject: 'Uji ketahanan antrean' });
  });
});
