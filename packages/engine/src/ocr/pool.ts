import { availableParallelism } from 'node:os';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { EngineError } from '../errors.ts';
import { OCR_LANGUAGES, prepareLangPath } from './lang-path.ts';

/** No more workers than cores, and at most 2: a third gives nothing, each holds ~200 MB (ENGINE-NOTES 10). */
export const defaultPoolSize = (): number => Math.max(1, Math.min(2, availableParallelism()));

const startWorker = async (): Promise<Worker> => {
  const worker = await createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
    langPath: prepareLangPath(),
    cacheMethod: 'none',
    gzip: true,
    errorHandler: () => undefined,
  });
  // PSM 6 (one block of text) read zonal crops best; the DPI is set, not guessed (ENGINE-NOTES 7).
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
  return worker;
};

/** A small pool of long-lived tesseract.js workers; jobs wait for a free one. */
export class OcrPool {
  readonly size: number;
  private readonly workers: Promise<Worker>[] = [];
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<(worker: Worker) => void> = [];

  constructor(size = defaultPoolSize()) {
    this.size = size;
  }

  private acquire(): Promise<Worker> {
    const free = this.idle.pop();
    if (free) return Promise.resolve(free);
    if (this.workers.length < this.size) {
      const started = startWorker();
      this.workers.push(started);
      return started;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }

  /** Runs `job` on a free worker. */
  async use<T>(job: (worker: Worker) => Promise<T>): Promise<T> {
    const worker = await this.acquire().catch((error: unknown) => {
      throw new EngineError('OCR_FAILED', undefined, { cause: error });
    });
    try {
      return await job(worker);
    } finally {
      this.release(worker);
    }
  }

  /** Stops every worker (their memory is only freed this way). */
  async terminate(): Promise<void> {
    const workers = await Promise.allSettled(this.workers.splice(0));
    this.idle.length = 0;
    await Promise.all(workers.map((w) => (w.status === 'fulfilled' ? w.value.terminate() : undefined)));
  }
}

let shared: OcrPool | undefined;

/** The process-wide pool, created on first use. */
export const sharedOcrPool = (): OcrPool => {
  shared ??= new OcrPool();
  return shared;
};

/** Terminates the process-wide pool (call before exiting a CLI or at server shutdown). */
export const shutdownOcr = async (): Promise<void> => {
  const pool = shared;
  shared = undefined;
  await pool?.terminate();
};
