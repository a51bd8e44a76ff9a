import type { LibraryEntriesQuery, LibraryEntry, LibraryList, PageMeta } from '@vd/contract';
import type { Db } from '@vd/db';
import { referenceKey } from '@vd/engine';
import { pageMeta } from '../pagination.ts';
import { type CompanyEntry, companyList } from './company-reference.ts';

export const entryView = (e: CompanyEntry): LibraryEntry => ({
  code: e.code,
  name: e.name,
  aliases: [...e.aliases],
  company_aliases: e.companyAliases,
  source: e.source,
  entry_id: e.entryId,
});

/** A search term as entries are matched: capitals, and an HS code's dots dropped. */
const matches = (e: CompanyEntry, term: string): boolean => {
  const digits = term.replace(/[.\s]/g, '');
  if (/^\d+$/.test(digits) && e.code.startsWith(digits)) return true;
  return [e.code, e.name, ...e.aliases, ...e.companyAliases.map((a) => a.alias)].some((n) =>
    referenceKey(n).includes(term),
  );
};

/** GET library/{list}: the entries of one list, searched on code, name and aliases, a page at a time. */
export async function listEntries(
  db: Db,
  companyId: string,
  list: LibraryList,
  query: LibraryEntriesQuery,
): Promise<{ data: LibraryEntry[]; meta: PageMeta }> {
  const term = query.search ? referenceKey(query.search) : '';
  const all = (await companyList(db, companyId, list)).filter(
    (e) => (!query.source || e.source === query.source) && (!term || matches(e, term)),
  );
  const start = (query.page - 1) * query.per_page;
  return { data: all.slice(start, start + query.per_page).map(entryView), meta: pageMeta(query, all.length) };
}
