import type { ProgressEvent } from '@vd/contract';
import type { Database } from '@vd/db';

export const PROGRESS_CHANNEL = 'vd_progress';

/** Publishes a progress event to every API node; the one holding the uid's websocket relays it. */
export async function publishProgress(database: Database, event: ProgressEvent): Promise<void> {
  await database.notify(PROGRESS_CHANNEL, JSON.stringify(event));
}
