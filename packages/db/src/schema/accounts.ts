import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companyId, users } from './companies.ts';

/** Single-use links `/login?code=...` that prove an e-mail address (stored hashed). */
export const emailVerifications = pgTable('email_verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: createdAt(),
});

/** Internal staff: a table of their own, never members of a company. */
export const internalStaff = pgTable(
  'internal_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('internal_staff_email_lower_key').on(sql`lower(${t.email})`)],
);

/** The one-time-password step of a sign-in: its id is the `session_id` cookie of docs/product.md §3. */
export const otpSessions = pgTable(
  'otp_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staff_id: uuid('staff_id').references(() => internalStaff.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    /** Wrong tries of the current code (a resend starts again). */
    attempts: integer('attempts').notNull().default(0),
    /** Wrong tries of the whole sign-in, across resends: the sign-in is locked at 10. */
    wrong_codes: integer('wrong_codes').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [check('otp_sessions_subject_check', sql`(${t.user_id} is null) <> (${t.staff_id} is null)`)],
);

/** Single-use password-reset links, valid one hour (stored hashed). */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: createdAt(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    token_hash: text('token_hash').notNull().unique(),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('invitations_company_idx').on(t.company_id, t.created_at)],
);

/** The e-mail change flow: the current address proven first, then the new one. */
export const emailChanges = pgTable('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  stage: text('stage', { enum: ['current', 'new', 'done', 'cancelled'] })
    .notNull()
    .default('current'),
  code_hash: text('code_hash').notNull(),
  new_email: text('new_email'),
  attempts: integer('attempts').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
  created_at: createdAt(),
});

/** Every time internal staff enter a company (read-only), recorded. */
export const internalAccessLog = pgTable('internal_access_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  staff_id: uuid('staff_id')
    .notNull()
    .references(() => internalStaff.id, { onDelete: 'cascade' }),
  company_id: companyId(),
  ip: text('ip'),
  created_at: createdAt(),
});

/** The append-only slot ledger; a company's balance is the sum of its entries. */
export const slotLedger = pgTable(
  'slot_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: ['trial', 'topup', 'validation', 'refund', 'adjustment'] }).notNull(),
    reference: text('reference'),
    note: text('note'),
    /** The internal staff member who made a manual adjustment (kind `adjustment`). */
    staff_id: uuid('staff_id').references(() => internalStaff.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('slot_ledger_company_idx').on(t.company_id, t.created_at),
    /** A top-up credits once, a validation is charged once and refunded once. */
    uniqueIndex('slot_ledger_reference_key').on(t.company_id, t.kind, t.reference),
  ],
);
