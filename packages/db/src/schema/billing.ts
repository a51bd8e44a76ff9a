import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
