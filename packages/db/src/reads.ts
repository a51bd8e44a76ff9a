import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Reads = readonly (() => Promise<unknown>)[];
/** The answers of `reads`, in their order. */
type Answers<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Reads that do not depend on each other: at once on the pool, where each takes a connection of its
 * own, and one after another in a transaction, whose one connection node-postgres would otherwise
 * queue them on (deprecated: pg 9 refuses a query while another runs on the same client). The
 * answers come in the order of `reads`.
 */
export async function readTogether<const T extends Reads>(db: Db, reads: T): Promise<Answers<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<T>;
}
