import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companies, companyId, users } from './companies.ts';

/** Slot packages offered on the price list (reference data, seeded, editable in the database). */
export const slotPackages = pgTable('slot_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  slots: integer('slots').notNull(),
  /** Whole rupiah, before PPN. */
  price_idr: integer('price_idr').notNull(),
  active: boolean('active').notNull().default(true),
  sort_order: integer('sort_order').notNull().default(0),
  created_at: createdAt(),
});

const transactionStatuses = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;

/**
 * A top-up: one payment at the gateway for one package. The package's name, slots and money lines
 * are copied, so a later price change never rewrites a past purchase.
 */
export const topupTransactions = pgTable(
  'topup_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    order_id: text('order_id').notNull().unique(),
    package_id: uuid('package_id').references(() => slotPackages.id, { onDelete: 'set null' }),
    package_name: text('package_name').notNull(),
    slots: integer('slots').notNull(),
    price_idr: integer('price_idr').notNull(),
    dpp_idr: integer('dpp_idr').notNull(),
    ppn_idr: integer('ppn_idr').notNull(),
    total_idr: integer('total_idr').notNull(),
    status: text('status', { enum: transactionStatuses }).notNull().default('pending'),
    gateway: text('gateway', { enum: ['midtrans', 'simulator'] }).notNull(),
    gateway_token: text('gateway_token'),
    redirect_url: text('redirect_url'),
    gateway_transaction_id: text('gateway_transaction_id'),
    payment_type: text('payment_type'),
    /** Simulator mode only: the gateway's side, as the payer chose on the simulator page (its status call). */
    simulator_status: text('simulator_status'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('topup_transactions_company_idx').on(t.company_id, t.created_at),
    index('topup_transactions_pending_idx').on(t.status, t.expires_at),
    check(
      'topup_transactions_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'expired', 'cancelled')`,
    ),
    check('topup_transactions_total_check', sql`${t.total_idr} = ${t.price_idr} + ${t.ppn_idr}`),
  ],
);

/** The last invoice number given in a month (`period` = YYYY-MM, WIB), for INV/YYYY/MM/NNNN. */
export const invoiceCounters = pgTable('invoice_counters', {
  period: text('period').primaryKey(),
  last_number: integer('last_number').notNull(),
});

/** An invoice of a paid top-up: one per transaction, its lines frozen when issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    transaction_id: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => topupTransactions.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    company_name: text('company_name').notNull(),
    company_address: text('company_address'),
    company_npwp: text('company_npwp'),
    package_name: text('package_name').notNull(),
    slots: integer('slots').notNull(),
    price_idr: integer('price_idr').notNull(),
    dpp_idr: integer('dpp_idr').notNull(),
    ppn_idr: integer('ppn_idr').notNull(),
    total_idr: integer('total_idr').notNull(),
    ppn_rate_percent: integer('ppn_rate_percent').notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_company_idx').on(t.company_id, t.issued_at)],
);

/** Per-company preferences (the profile itself lives on `companies`). */
export const companySettings = pgTable('company_settings', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  email_validation_completed: boolean('email_validation_completed').notNull().default(true),
  email_payment: boolean('email_payment').notNull().default(true),
  email_low_balance: boolean('email_low_balance').notNull().default(true),
  low_balance_threshold: integer('low_balance_threshold').notNull().default(5),
  date_format: text('date_format').notNull().default('auto'),
  number_format: text('number_format', { enum: ['id', 'en', 'auto'] })
    .notNull()
    .default('auto'),
  /** When the last low-balance e-mail went out; a credit after it re-arms the alert. */
  low_balance_alerted_at: timestamp('low_balance_alerted_at', { withTimezone: true }),
  updated_at: updatedAt(),
});
