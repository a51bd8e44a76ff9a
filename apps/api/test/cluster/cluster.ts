import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import httpProxy from 'http-proxy';
import pg from 'pg';
import { freePort } from '../helper.ts';
import { startS3, type TestS3 } from '../s3.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
  rawPayload: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: the answer of any route, as inject()'s json()
  json(): any;
}

/** One HTTP call through the proxy (or to one node); a 502/503 of a node going away is retried. */
export async function httpCall(
  base: string,
  options: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const isBuffer = Buffer.isBuffer(options.payload);
  const headers: Record<string, string> = { ...options.headers };
  if (options.payload !== undefined && !isBuffer) headers['content-type'] = 'application/json';
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${base}${options.url}`, {
        method: options.method ?? 'GET',
        headers,
        body:
          options.payload === undefined
            ? undefined
            : isBuffer
              ? (options.payload as Buffer)
              : JSON.stringify(options.payload),
      });
      const rawPayload = Buffer.from(await res.arrayBuffer());
      if ((res.status === 502 || res.status === 503) && attempt < 6) {
        await sleep(200);
        continue;
      }
      const body = rawPayload.toString('utf8');
      return {
        statusCode: res.status,
        body,
        rawPayload,
        headers: Object.fromEntries(res.headers.entries()),
        json: () => JSON.parse(body),
      };
    } catch (error) {
      if (attempt >= 6) throw error;
      await sleep(200);
    }
  }
}

export interface NodeProcess {
  name: string;
  role: 'api' | 'worker';
  /** Where it answers HTTP: the API, or a worker's health and metrics (WORKER_PORT). */
  base: string;
  child: ChildProcess;
  dataDir: string;
  exited: Promise<number | null>;
}

/** A fresh database on the PostgreSQL server for one cluster run; dropped afterwards. */
export async function freshDatabase(serverUrl: string) {
  const name = `vd_cluster_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitReady(node: NodeProcess, timeoutMs = 600_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let exited = false;
  void node.exited.then(() => {
    exited = true;
  });
  while (Date.now() < end && !exited) {
    const ok = await fetch(`${node.base}/api/v1/health/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${node.name} did not become ready (see ${node.dataDir}/process.log)`);
}

/**
 * The scaled-out product on this machine: API processes (RUN_WORKER=false) and worker processes
 * (`src/worker.ts`, as `npm run worker` starts it) on one fresh PostgreSQL database, one Redis and
 * one S3 store (s3rver), each process with a data folder of its own (so nothing is shared through
 * the local disk), behind a round-robin proxy.
 */
export class Cluster {
  readonly nodes: NodeProcess[] = [];
  proxy!: RoundRobinProxy;
  s3!: TestS3;
  database!: Awaited<ReturnType<typeof freshDatabase>>;
  env: Record<string, string> = {};
  private counter = 0;

  async start(options: { apis: number; workers: number; serverUrl: string; redisUrl: string }) {
    this.s3 = await startS3('vd-cluster');
    this.database = await freshDatabase(options.serverUrl);
    this.env = {
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
      DATABASE_URL: this.database.url,
      DATABASE_POOL_SIZE: '5',
      JWT_SECRET: `${randomUUID()}${randomUUID()}`,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: `vd-cluster-${randomUUID().slice(0, 8)}:`,
      TRUST_PROXY: '127.0.0.1',
      WORKER_CONCURRENCY: '2',
      SHUTDOWN_TIMEOUT_MS: '10000',
      ...this.s3.env,
    };
    // The first API node applies the migrations alone; the others start once it is ready.
    const first = await this.spawn('api');
    await waitReady(first);
    const rest = await Promise.all([
      ...Array.from({ length: options.apis - 1 }, () => this.spawn('api')),
      ...Array.from({ length: options.workers }, () => this.spawn('worker')),
    ]);
    await Promise.all(rest.map((n) => waitReady(n)));
    this.proxy = await RoundRobinProxy.start(this.apis().map((n) => n.base));
  }

  apis() {
    return this.nodes.filter((n) => n.role === 'api');
  }

  workers() {
    return this.nodes.filter((n) => n.role === 'worker');
  }

  async spawn(role: 'api' | 'worker'): Promise<NodeProcess> {
    const port = await freePort();
    const name = `${role}-${++this.counter}`;
    const dataDir = await mkdtemp(path.join(tmpdir(), `vd-${name}-`));
    const env = {
      ...process.env,
      ...this.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      ...(role === 'api' ? { PORT: String(port), RUN_WORKER: 'false' } : { WORKER_PORT: String(port) }),
    };
    const log = createWriteStream(path.join(dataDir, 'process.log'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', role === 'api' ? 'src/server.ts' : 'src/worker.ts'],
      { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const node = { name, role, base: `http://127.0.0.1:${port}`, child, dataDir, exited };
    this.nodes.push(node);
    if (role === 'worker') await waitReady(node);
    return node;
  }

  /** SIGKILL: no shutdown, no goodbye; its jobs' leases run out and other workers take them. */
  async kill(node: NodeProcess): Promise<void> {
    node.child.kill('SIGKILL');
    await node.exited;
  }

  async stop(): Promise<void> {
    await this.proxy?.close();
    await Promise.all(
      this.nodes.map(async (n) => {
        if (n.child.exitCode === null && n.child.signalCode === null) {
          n.child.kill('SIGTERM');
          const timer = setTimeout(() => n.child.kill('SIGKILL'), 15_000);
          await n.exited;
          clearTimeout(timer);
        }
      }),
    );
    await this.database?.drop();
    await this.s3?.close();
    if (!process.env.CLUSTER_KEEP) {
      await Promise.all(this.nodes.map((n) => rm(n.dataDir, { recursive: true, force: true })));
    }
  }
}

/**
 * A small load balancer: each request goes to the next API node in turn; a node that refuses
 * connections is taken out (as a load balancer's health check would), and the request that met it
 * answers 502 for the client to retry. The answering node is named in `x-vd-node`.
 */
export class RoundRobinProxy {
  private next = 0;
  readonly down = new Set<string>();
  readonly served = new Map<string, number>();

  private constructor(
    readonly targets: string[],
    private readonly server: http.Server,
    readonly base: string,
  ) {}

  static async start(targets: string[]): Promise<RoundRobinProxy> {
    const proxy = httpProxy.createProxyServer({ xfwd: true });
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const balancer = new RoundRobinProxy(targets, server, base);
    proxy.on('proxyRes', (proxyRes, req) => {
      proxyRes.headers['x-vd-node'] = (req as http.IncomingMessage & { target?: string }).target;
    });
    server.on('request', (req, res) => {
      const target = balancer.pick();
      if (!target) {
        res.writeHead(503).end();
        return;
      }
      (req as http.IncomingMessage & { target?: string }).target = target;
      balancer.served.set(target, (balancer.served.get(target) ?? 0) + 1);
      proxy.web(req, res, { target }, (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') balancer.down.add(target);
        if (!res.headersSent) res.writeHead(502, { 'x-vd-node': target });
        res.end();
      });
    });
    return balancer;
  }

  private pick(): string | undefined {
    for (let i = 0; i < this.targets.length; i++) {
      const target = this.targets[this.next++ % this.targets.length]!;
      if (!this.down.has(target)) return target;
    }
    return undefined;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
