import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Db } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** An arbitrary constant: the advisory lock that lets one API node at a time migrate a server. */
const MIGRATION_LOCK = 7_302_611;

type Target = { kind: 'pglite'; db: Db } | { kind: 'postgres'; db: Db; pool: pg.Pool };

export async function runMigrations(target: Target): Promise<void> {
  if (target.kind === 'pglite') {
    await migratePglite(target.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const lock = await target.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(target.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
