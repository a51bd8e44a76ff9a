import type { JobWorker } from '../../jobs/worker.ts';

export type ProcessRole = 'all-in-one' | 'api' | 'worker';

/** What a readiness check needs to know of the process it answers for (server.ts or worker.ts fills it). */
export interface ProcessState {
  role: ProcessRole;
  worker?: JobWorker;
  /** Set when a shutdown begins: readiness answers 503 so the load balancer sends nothing more. */
  stopping: boolean;
}
