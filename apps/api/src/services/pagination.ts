import type { PageMeta, PageQuery } from '@vd/contract';

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
