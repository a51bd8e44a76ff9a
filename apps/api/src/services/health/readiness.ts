import type { Readiness } from '@vd/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { ProcessState } from './process-state.ts';

type Check = 'ok' | 'down' | 'off';

/** A check that takes longer than this counts as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 3000;

async function probe(run: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(resolve, CHECK_TIMEOUT_MS, 'down');
  });
  const checked = run().then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  const answer = await Promise.race([checked, timeout]);
  clearTimeout(timer);
  return answer;
}

/**
 * Whether this process can do its work: the database answers, the file store can be written, the
 * queue can be read (and this process's worker runs, when it has one), Redis answers when set.
 */
export async function readiness(
  ctx: AppContext,
  state: ProcessState,
): Promise<{ ready: boolean; data: Readiness }> {
  const [database, storage, queue, redis] = await Promise.all([
    probe(async () => {
      if (!(await ctx.database.ping())) throw new Error('database down');
    }),
    probe(() => ctx.storage.check()),
    probe(async () => {
      await ctx.db.execute(sql`select 1 from jobs limit 1`);
      if (state.worker && !state.worker.active) throw new Error('worker stopped');
    }),
    ctx.redis ? probe(() => ctx.redis!.ping()) : Promise.resolve('off' as const),
  ]);
  const data: Readiness = {
    role: state.role,
    database,
    storage,
    queue,
    redis,
    jobs_running: state.worker?.busy ?? 0,
    stopping: state.stopping,
  };
  const ready = !state.stopping && [database, storage, queue, redis].every((c) => c !== 'down');
  return { ready, data };
}
