import { timestamp } from 'drizzle-orm/pg-core';

/** Columns that recur in most tables, defined once. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
