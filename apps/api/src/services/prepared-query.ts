import { createHash } from 'node:crypto';
import type { Db } from '@vd/db';
import { type Placeholder, sql } from 'drizzle-orm';

/** The optional values of a query: each defined one is bound, an undefined one leaves its condition out. */
export type QueryValues = Record<string, unknown>;

/** Values or their placeholders: what a query's builder takes, to run once or to be prepared. */
export type Bindable<V extends QueryValues> = { [K in keyof V]: V[K] | Placeholder };

/** Each defined value as a placeholder of the same name, for the query's prepared statement. */
export type Placeholders<V extends QueryValues> = {
  [K in keyof V]: undefined extends V[K] ? Placeholder | undefined : Placeholder;
};

export function placeholdersOf<V extends QueryValues>(values: V): Placeholders<V> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === undefined ? undefined : sql.placeholder(key),
    ]),
  ) as Placeholders<V>;
}

/**
 * A hot path's query as named prepared statements (docs/decisions/prepared-statements.md): built
 * by `build` once per database and shape (which of its optional values a call has), then only
 * executed, so a call pays neither drizzle's query building nor PostgreSQL's parsing and planning
 * again. A query has a few fixed shapes, each one statement per connection, never one per value.
 * `build` gets the placeholders of the call's values and the statement's name, and returns the
 * prepared query (`.prepare(statement)`). Nothing but the statement is kept: every call reads the
 * rows as they are now.
 */
export function preparedQuery<V extends QueryValues, Q extends { execute(values: V): unknown }>(
  name: string,
  build: (db: Db, values: Placeholders<V>, statement: string) => Q,
) {
  const byDb = new WeakMap<Db, Map<string, Q>>();
  return (db: Db, values: V): ReturnType<Q['execute']> => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    const shape = Object.keys(values)
      .filter((key) => values[key] !== undefined)
      .sort()
      .join(',');
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, placeholdersOf(values), statementName(name, shape));
      shapes.set(shape, query);
    }
    return query.execute(values) as ReturnType<Q['execute']>;
  };
}

/**
 * The statement's name follows from its query and shape alone, so one name is one SQL text on any
 * connection, whichever database object (a transaction's too) prepared it first. PostgreSQL cuts
 * names at 63 bytes: the shape is hashed.
 */
const statementName = (name: string, shape: string) =>
  `${name}_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`;
