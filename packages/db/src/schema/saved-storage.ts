import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { companies, users } from './companies.ts';

/**
 * Penyimpanan settings of a company: validation documents older than `retention_months` months
 * are deleted by the daily `apply-retention` job (null: kept until deleted by hand).
 */
export const storageSettings = pgTable('storage_settings', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  retention_months: integer('retention_months'),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  /** When the retention job last deleted documents of this company. */
  last_retention_run_at: timestamp('last_retention_run_at', { withTimezone: true }),
  updated_at: updatedAt(),
});
