import { z } from 'zod';

/** A progress event of a document upload or processing job, pushed on the progress socket. */
export const ZProgressEvent = z.object({
  uid: z.string().describe('Pengenal unggahan'),
  stage: z.string().describe('Tahap pemrosesan, misalnya upload, render, text, ocr, done, failed'),
  progress: z.number().min(0).max(100).describe('Kemajuan 0-100'),
  message: z.string().optional().describe('Keterangan dalam bahasa Indonesia'),
});
export type ProgressEvent = z.infer<typeof ZProgressEvent>;

export const ZProgressQuery = z.object({ uid: z.string().min(1).max(100) });
