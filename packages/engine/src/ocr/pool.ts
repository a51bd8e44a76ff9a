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

/** How long an OCR worker may stay unused before it is ended (its ~200 MB freed); 0 keeps it. */
export const DEFAULT_OCR_IDLE_MS = 120_000;

export interface OcrPoolOptions {
  /** Workers ended after this long unused (default DEFAULT_OCR_IDLE_MS; 0: never). */
  idleMs?: number;
}

/**
 * A small pool of tesseract.js workers, started on demand; jobs wait for a free one. A worker
 * unused for `idleMs` is ended, and started again when a job needs it. (tesseract.js's own
 * createScheduler runs one call per job on any worker: a job here is setParameters then
 * recognize on the same worker, and the scheduler neither starts workers on demand nor ends them.)
 */
export class OcrPool {
  readonly size: number;
  readonly idleMs: number;
  /** Workers started or starting (idle or busy). */
  private running = 0;
  private readonly idle: Array<{ worker: Worker; timer?: NodeJS.Timeout }> = [];
  private readonly waiting: Array<{ resolve: (worker: Worker) => void; reject: (error: unknown) => void }> =
    [];
  private readonly ending = new Set<Promise<unknown>>();
  private closed = false;

  constructor(size = defaultPoolSize(), options: OcrPoolOptions = {}) {
    this.size = size;
    this.idleMs = options.idleMs ?? DEFAULT_OCR_IDLE_MS;
  }

  /** Workers alive now (started and not yet ended). */
  get workerCount(): number {
    return this.running;
  }

  private acquire(): Promise<Worker> {
    this.closed = false;
    const free = this.idle.pop();
    if (free) {
      clearTimeout(free.timer);
      return Promise.resolve(free.worker);
    }
    if (this.running < this.size) {
      this.running++;
      return startWorker().catch((error: unknown) => {
        this.running--;
        throw error;
      });
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) {
      next.resolve(worker);
      return;
    }
    const entry: { worker: Worker; timer?: NodeJS.Timeout } = { worker };
    this.idle.push(entry);
    if (this.closed) {
      this.end(entry);
      return;
    }
    if (this.idleMs > 0) {
      entry.timer = setTimeout(() => this.end(entry), this.idleMs);
      // An idle worker never keeps the process alive.
      entry.timer.unref();
    }
  }

  private end(entry: { worker: Worker }): void {
    const at = this.idle.indexOf(entry as (typeof this.idle)[number]);
    if (at < 0) return;
    this.idle.splice(at, 1);
    this.running--;
    const ended = entry.worker.terminate().catch(() => undefined);
    this.ending.add(ended);
    void ended.finally(() => this.ending.delete(ended));
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

  /** Stops the idle workers now, busy ones as soon as their job ends; their memory is only freed this way. */
  async terminate(): Promise<void> {
    this.closed = true;
    for (const entry of [...this.idle]) {
      clearTimeout(entry.timer);
      this.end(entry);
    }
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('OCR pool terminated'));
    await Promise.all([...this.ending]);
  }
}

let shared: OcrPool | undefined;

let sharedOptions: OcrPoolOptions = {};

/** Options of the process-wide pool (the API sets OCR_IDLE_SECONDS); applies to the next pool made. */
export const configureOcr = (options: OcrPoolOptions): void => {
  sharedOptions = options;
  if (shared && shared.idleMs !== (options.idleMs ?? DEFAULT_OCR_IDLE_MS)) {
    const old = shared;
    shared = undefined;
    void old.terminate();
  }
};

/** The process-wide pool, created on first use. */
export const sharedOcrPool = (): OcrPool => {
  shared ??= new OcrPool(undefined, sharedOptions);
  return shared;
};

/** Terminates the process-wide pool (call before exiting a CLI or at server shutdown). */
export const shutdownOcr = async (): Promise<void> => {
  const pool = shared;
  shared = undefined;
  await pool?.terminate();
};
