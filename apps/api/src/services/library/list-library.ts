import {
  type LibraryListSummary,
  libraryLists,
  listsWithAliases,
  listsWithCompanyEntries,
} from '@vd/contract';
import { type Db, libraryAliases, libraryEntries } from '@vd/db';
import { SHIPPED_REFERENCE } from '@vd/engine';
import { count, eq } from 'drizzle-orm';

/** GET library: every list with its counts and what the company may add to it. */
export async function listLibrary(db: Db, companyId: string): Promise<LibraryListSummary[]> {
  const [entries, aliases] = await Promise.all([
    db
      .select({ list: libraryEntries.list, n: count() })
      .from(libraryEntries)
      .where(eq(libraryEntries.company_id, companyId))
      .groupBy(libraryEntries.list),
    db
      .select({ list: libraryAliases.list, n: count() })
      .from(libraryAliases)
      .where(eq(libraryAliases.company_id, companyId))
      .groupBy(libraryAliases.list),
  ]);
  const countOf = (rows: { list: string; n: number }[], list: string) =>
    Number(rows.find((r) => r.list === list)?.n ?? 0);
  return libraryLists.map((list) => ({
    list,
    shipped_count: SHIPPED_REFERENCE[list].length,
    company_count: countOf(entries, list),
    alias_count: countOf(aliases, list),
    company_entries: listsWithCompanyEntries.includes(list),
    aliases: listsWithAliases.includes(list),
  }));
}
