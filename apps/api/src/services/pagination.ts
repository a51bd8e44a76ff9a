import type { PageMeta, PageQuery } from '@vd/contract';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Bindable, QueryValues } from './prepared-query.ts';

export function pageMeta(query: PageQuery, total: number): PageMeta {
  return {
    page: query.page,
    per_page: query.per_page,
    total,
    total_pages: Math.ceil(total / query.per_page),
  };
}

/** Escapes `%`, `_` and `\` so a search term matches literally inside ILIKE. */
export const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Page sizes whose first page is a prepared statement of its own, the size written into its SQL
 * (`firstPageLimit`) and no OFFSET. PostgreSQL cannot estimate a LIMIT or OFFSET given as a
 * parameter (it guesses a tenth of the rows for each), so a generic plan of a list's page costs
 * more than a custom one and the statement was planned again at every call (~0.5 ms of the
 * database's CPU for the history's page, docs/speed.md). With both known, the generic plan is
 * used after five calls. A fixed few sizes (the SPA's), so the statements stay a handful; other
 * sizes and later pages bind LIMIT and OFFSET as before.
 */
export const FIRST_PAGE_SIZES: ReadonlySet<number> = new Set([10, 20, 25, 50, 100]);

/** The first page's statement, if its size has one. */
export const firstPageSize = (query: PageQuery): number | undefined =>
  query.page === 1 && FIRST_PAGE_SIZES.has(query.per_page) ? query.per_page : undefined;

/**
 * A LIMIT written into the statement's SQL (drizzle's `.limit` takes a number or a placeholder,
 * each sent as a parameter; an SQL chunk is written as it is). Only ever a size of FIRST_PAGE_SIZES.
 */
export const firstPageLimit = (size: number): number => {
  if (!FIRST_PAGE_SIZES.has(size)) throw new Error(`not a first page size: ${size}`);
  return sql.raw(String(size)) as unknown as number;
};

/** A page's limit and offset, when bound. */
export interface PageWindow extends QueryValues {
  limit: number;
  offset: number;
}

export const pageWindow = (query: PageQuery): PageWindow => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/**
 * A list's query limited to its page: a first page of one of FIRST_PAGE_SIZES with its size
 * written in and no offset (one plan of it kept), another page with its limit and offset bound.
 */
export const limitedTo = <T extends PgSelect>(page: T, window: Bindable<PageWindow> | number) =>
  typeof window === 'number'
    ? page.limit(firstPageLimit(window))
    : page.limit(window.limit).offset(window.offset);

/** A page's total: on its rows when it has any; a page past the last asks the count alone. */
export const pageTotal = async (
  rows: ReadonlyArray<{ total: number }>,
  query: PageQuery,
  count: () => Promise<ReadonlyArray<{ n: number }>>,
): Promise<number> => rows[0]?.total ?? (query.page > 1 ? ((await count())[0]?.n ?? 0) : 0);
