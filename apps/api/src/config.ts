import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { STORAGE_QUOTA_BYTES } from '@vd/contract';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** One address or CIDR range (IPv4 or IPv6), as `proxy-addr` takes them. */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional().describe('Public address of the product, used in e-mailed links'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Validasi Dokumen <no-reply@validasi-dokumen.local>'),
  INVOICE_SELLER_NAME: z.string().trim().min(1).max(200).default('PT Validasi Dokumen Indonesia'),
  INVOICE_SELLER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190'),
  INVOICE_SELLER_NPWP: z
    .string()
    .trim()
    .regex(
      /^\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}$|^\d{15,16}$/,
      'must be an NPWP (01.234.567.8-901.000 or 15-16 digits)',
    )
    .default('01.234.567.8-012.000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RUN_WORKER: bool.default(true).describe('Run the job worker inside the API process'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  OCR_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(120)
    .describe('OCR workers unused this long are ended (0: kept)'),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(500).default(25),
  MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(50),
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(STORAGE_QUOTA_BYTES)
    .describe("Each company's storage for uploaded originals, in bytes (5 GiB by default)"),
  WEB_DIST: z.string().optional().describe('Folder of the built SPA'),
  TRUST_PROXY: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAddressOrRange),
      'must be a comma-separated list of addresses or CIDRs',
    )
    .default([])
    .describe('Proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  S3_ENDPOINT: z.url().optional().describe('S3-compatible endpoint (AWS itself when absent)'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, dashes)',
    )
    .optional()
    .describe('Switches file storage from DATA_DIR/files to this bucket'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool
    .default(false)
    .describe('Path-style addresses (MinIO and most self-hosted stores)'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .describe('Rate-limit counters shared by every API node'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be letters, digits and . : _ - (at most 64)')
    .default('vd:')
    .describe('Prefix of every key this product writes in Redis (several deployments on one Redis)'),
  METRICS_TOKEN: z.string().min(16).optional().describe('Bearer token required by GET /metrics'),
  WORKER_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe('A worker process serves /health, /ready and /metrics on this port'),
  MIDTRANS_SERVER_KEY: z
    .string()
    .min(8)
    .optional()
    .describe('Switches payments from the simulator to Midtrans'),
  MIDTRANS_CLIENT_KEY: z.string().optional(),
  MIDTRANS_PRODUCTION: bool.default(false).describe('Midtrans production instead of sandbox'),
  MIDTRANS_BASE_URL: z
    .url()
    .optional()
    .describe('Overrides the Snap and status API hosts (tests: a local fake gateway)'),
  PAYMENT_SIMULATOR: bool.optional().describe('Allows the payment simulator in production'),
  PAYMENT_SIMULATOR_KEY: z.string().min(16).optional().describe('Signing key of the simulator'),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The only reader of `process.env`. Fails fast, naming every wrong variable (never its value).
 * Without `JWT_SECRET` outside production, a random secret lives as long as the process: access
 * tokens then end at a restart and the browser refreshes them silently.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (e.NODE_ENV === 'production' && !e.MIDTRANS_SERVER_KEY && !e.PAYMENT_SIMULATOR) {
    throw new ConfigError(
      'Invalid configuration:\n  MIDTRANS_SERVER_KEY: required in production (or PAYMENT_SIMULATOR=true)',
    );
  }
  const s3Named = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => blanksRemoved[name] !== undefined,
  );
  if (!e.S3_BUCKET && s3Named.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required with ${s3Named.join(', ')}`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? randomBytes(48).toString('base64url');
  const rootDir = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    version: readVersion(rootDir),
    dataDir,
    database: e.DATABASE_URL
      ? ({ url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } as const)
      : ({ dataDir: path.join(dataDir, 'db') } as const),
    filesDir: path.join(dataDir, 'files'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    workerPort: e.WORKER_PORT,
    outboxDir: path.join(dataDir, 'outbox'),
    jwtSecret: new TextEncoder().encode(jwtSecret),
    jwtSecretIsEphemeral: !e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    invoiceSeller: {
      name: e.INVOICE_SELLER_NAME,
      address: e.INVOICE_SELLER_ADDRESS,
      npwp: e.INVOICE_SELLER_NPWP,
    },
    logLevel: e.LOG_LEVEL,
    runWorker: e.RUN_WORKER,
    workerConcurrency: e.WORKER_CONCURRENCY,
    ocrIdleSeconds: e.OCR_IDLE_SECONDS,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    maxPages: e.MAX_PAGES,
    storageQuotaBytes: e.STORAGE_QUOTA_BYTES,
    webDist: path.resolve(e.WEB_DIST ?? path.join(rootDir, 'apps/web/dist')),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    payment: paymentConfig(e, jwtSecret),
  };
}

export type PaymentConfig = ReturnType<typeof paymentConfig>;

/** Midtrans when a server key is set; otherwise the simulator, which signs with a key of its own. */
function paymentConfig(e: z.infer<typeof ZEnv>, jwtSecret: string) {
  const expiryMinutes = e.PAYMENT_EXPIRY_MINUTES;
  if (e.MIDTRANS_SERVER_KEY) {
    const snapBase = e.MIDTRANS_PRODUCTION ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com';
    const apiBase = e.MIDTRANS_PRODUCTION ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com';
    return {
      gateway: 'midtrans' as const,
      serverKey: e.MIDTRANS_SERVER_KEY,
      clientKey: e.MIDTRANS_CLIENT_KEY ?? null,
      production: e.MIDTRANS_PRODUCTION,
      snapBaseUrl: (e.MIDTRANS_BASE_URL ?? snapBase).replace(/\/$/, ''),
      apiBaseUrl: (e.MIDTRANS_BASE_URL ?? apiBase).replace(/\/$/, ''),
      expiryMinutes,
    };
  }
  const derived = createHash('sha256').update(`payment-simulator:${jwtSecret}`).digest('hex');
  return {
    gateway: 'simulator' as const,
    serverKey: e.PAYMENT_SIMULATOR_KEY ?? derived,
    clientKey: null,
    production: false,
    snapBaseUrl: null,
    apiBaseUrl: null,
    expiryMinutes,
  };
}

function readVersion(rootDir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
