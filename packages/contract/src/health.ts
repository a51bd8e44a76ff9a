import { z } from 'zod';
import { envelope } from './envelope.ts';

export const ZHealth = z.object({
  version: z.string().describe('Versi aplikasi'),
  database: z.enum(['ok', 'down']).describe('Apakah basis data menjawab'),
  uptime_seconds: z.number().describe('Lama proses berjalan, dalam detik'),
});
export const ZHealthResponse = envelope(ZHealth);
export type Health = z.infer<typeof ZHealth>;
