import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

const timestamps = {
  created_at: createdAt(),
  updated_at: updatedAt(),
};

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    npwp: text('npwp'),
    phone: text('phone'),
    /** Storage key of the logo (PNG, company-scoped), printed on invoices; null when none. */
    logo_key: text('logo_key'),
    ...timestamps,
  },
  (t) => [uniqueIndex('companies_name_lower_key').on(sql`lower(${t.name})`)],
);

/** The owner of a company-owned row: every query on it is scoped by this column (docs/product.md §8). */
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone: text('phone'),
    password_hash: text('password_hash').notNull(),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /** The company the next sign-in opens (the last one switched to). */
    last_company_id: uuid('last_company_id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    status: text('status', { enum: ['invited', 'active', 'inactive'] })
      .notNull()
      .default('active'),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_company_user_key').on(t.company_id, t.user_id),
    index('memberships_user_idx').on(t.user_id),
    check('memberships_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
    check('memberships_status_check', sql`${t.status} in ('invited', 'active', 'inactive')`),
  ],
);

/** Refresh tokens, stored only as a hash. A family is one sign-in; reuse of a rotated token revokes it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Internal staff (then `user_id` is null); see accounts.ts. */
    staff_id: uuid('staff_id'),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_user_idx').on(t.user_id),
  ],
);

/**
 * The version of a company's lists (the template list and the validation history): raised, at
 * commit, by the triggers of migration 0018 whenever a row those lists answer from changes (a
 * template, its documents and labels, a document type, a validation, its documents and audit, a
 * user's name). An API process keeps list answers by this number (apps/api/src/plugins/list-cache.ts)
 * and answers from memory while it has not moved. `bumped_in` is the transaction that last raised it,
 * so a transaction writing many rows raises it once.
 */
export const listVersions = pgTable('list_versions', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  bumped_in: bigint('bumped_in', { mode: 'number' }),
});
