import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { companyId, users } from './companies.ts';

/**
 * The reference lists of Pustaka (docs/library-and-storage.md): hs_code, port, country, currency,
 * unit, package, incoterm, customs_office. Shipped entries live in the engine's reference data;
 * these rows are a company's own entries on top (its HS list, imported or typed).
 */
export const libraryEntries = pgTable(
  'library_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    list: text('list').notNull(),
    /** Normalised code: HS digits only, UN/LOCODE, ISO code, unit code, office code. */
    code: text('code').notNull(),
    /** The name or (HS) description. */
    name: text('name').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('library_entries_company_list_code_key').on(t.company_id, t.list, t.code)],
);

/** A company's alias of an entry (shipped or its own): another name documents print for it. */
export const libraryAliases = pgTable(
  'library_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: companyId(),
    list: text('list').notNull(),
    code: text('code').notNull(),
    alias: text('alias').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('library_aliases_company_list_alias_key').on(t.company_id, t.list, sql`upper(${t.alias})`),
    index('library_aliases_company_code_idx').on(t.company_id, t.list, t.code),
  ],
);
