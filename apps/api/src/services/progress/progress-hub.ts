import { type ProgressEvent, ZProgressEvent } from '@vd/contract';
import type { Database, Unlisten } from '@vd/db';
import type { FastifyBaseLogger } from 'fastify';
import { PROGRESS_CHANNEL } from './publish-progress.ts';

type Subscriber = (event: ProgressEvent) => void;

/**
 * One LISTEN per API process; fans each progress event out to the sockets subscribed to its uid,
 * whichever process (API or worker, this machine or another) published it.
 */
export class ProgressHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private unlisten: Unlisten | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten ??= await this.database.listen(PROGRESS_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.subscribers.clear();
  }

  subscribe(uid: string, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(uid);
    if (!set) {
      set = new Set();
      this.subscribers.set(uid, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(uid);
    };
  }

  private dispatch(payload: string): void {
    let event: ProgressEvent;
    try {
      event = ZProgressEvent.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error }, 'ignored a malformed progress event');
      return;
    }
    for (const subscriber of this.subscribers.get(event.uid) ?? []) subscriber(event);
  }
}
