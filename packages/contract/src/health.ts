import { z } from 'zod';
import { envelope } from './envelope.ts';

export const ZHealth = z.object({
  version: z.string().describe('Versi aplikasi'),
  database: z.enum(['ok', 'down']).describe('Apakah basis data menjawab'),
  uptime_seconds: z.number().describe('Lama proses berjalan, dalam detik'),
});
export const ZHealthResponse = envelope(ZHealth);
export type Health = z.infer<typeof ZHealth>;

const ZCheck = z.enum(['ok', 'down', 'off']);

/** GET /api/v1/health/ready: whether this process can do its work (a load balancer's readiness probe). */
export const ZReadiness = z.object({
  role: z
    .enum(['all-in-one', 'api', 'worker'])
    .describe('Peran proses: API dan worker sekaligus, API saja (RUN_WORKER=false), atau worker saja'),
  database: ZCheck.describe('Basis data menjawab'),
  storage: ZCheck.describe('Penyimpanan berkas (folder lokal atau S3) dapat ditulis'),
  queue: ZCheck.describe('Antrean pekerjaan dapat dibaca (dan worker proses ini berjalan, bila ada)'),
  redis: ZCheck.describe('Redis untuk batas percobaan bersama; off bila REDIS_URL tidak diisi'),
  jobs_running: z.number().int().describe('Pekerjaan yang sedang dijalankan proses ini'),
  stopping: z.boolean().describe('Proses sedang berhenti dan tidak menerima pekerjaan baru'),
});
export const ZReadinessResponse = envelope(ZReadiness);
export type Readiness = z.infer<typeof ZReadiness>;
