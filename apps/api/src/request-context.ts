import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or job) the current code runs for: set around every HTTP request and every job run,
 * read by the queue so that a job queued by a request carries its id into the worker's logs.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
