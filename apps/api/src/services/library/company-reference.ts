import type { LibraryList } from '@vd/contract';
import { type Db, libraryAliases, libraryEntries } from '@vd/db';
import { type NormalizeReference, type ReferenceEntry, SHIPPED_REFERENCE } from '@vd/engine';
import { and, eq, inArray } from 'drizzle-orm';

/** An entry of a company's view of a list: the shipped entry or its own, with its aliases. */
export interface CompanyEntry extends ReferenceEntry {
  source: 'shipped' | 'company';
  entryId: string | null;
  companyAliases: { id: string; alias: string }[];
}

/** One list as a company sees it: the shipped entries, its own entries, every alias. */
export async function companyList(db: Db, companyId: string, list: LibraryList): Promise<CompanyEntry[]> {
  const [own, aliases] = await Promise.all([
    db
      .select({ id: libraryEntries.id, code: libraryEntries.code, name: libraryEntries.name })
      .from(libraryEntries)
      .where(and(eq(libraryEntries.company_id, companyId), eq(libraryEntries.list, list)))
      .orderBy(libraryEntries.code),
    db
      .select({ id: libraryAliases.id, code: libraryAliases.code, alias: libraryAliases.alias })
      .from(libraryAliases)
      .where(and(eq(libraryAliases.company_id, companyId), eq(libraryAliases.list, list)))
      .orderBy(libraryAliases.created_at),
  ]);
  const byCode = new Map<string, CompanyEntry>();
  for (const e of SHIPPED_REFERENCE[list]) {
    byCode.set(e.code, { ...e, source: 'shipped', entryId: null, companyAliases: [] });
  }
  for (const e of own) {
    if (!byCode.has(e.code))
      byCode.set(e.code, {
        code: e.code,
        name: e.name,
        aliases: [],
        source: 'company',
        entryId: e.id,
        companyAliases: [],
      });
  }
  for (const a of aliases) byCode.get(a.code)?.companyAliases.push({ id: a.id, alias: a.alias });
  return [...byCode.values()];
}

/** The entries as the engine reads them: a company alias is one more name of its entry. */
const asReference = (entries: CompanyEntry[]): ReferenceEntry[] =>
  entries.map((e) => ({
    code: e.code,
    name: e.name,
    aliases: e.companyAliases.length ? [...e.aliases, ...e.companyAliases.map((a) => a.alias)] : e.aliases,
  }));

const ENGINE_LISTS = ['port', 'country', 'unit', 'package'] as const;

/**
 * What the engine's normalisers read for this company: ports, countries, units and packages with
 * its entries and aliases. A list the company has not touched stays the shipped one (the same
 * array, so the engine's lookups of it are built once per process).
 */
export async function normalizeReferenceOf(db: Db, companyId: string): Promise<NormalizeReference> {
  const touched = new Set<string>();
  const [entries, aliases] = await Promise.all([
    db
      .selectDistinct({ list: libraryEntries.list })
      .from(libraryEntries)
      .where(and(eq(libraryEntries.company_id, companyId), inArray(libraryEntries.list, [...ENGINE_LISTS]))),
    db
      .selectDistinct({ list: libraryAliases.list })
      .from(libraryAliases)
      .where(and(eq(libraryAliases.company_id, companyId), inArray(libraryAliases.list, [...ENGINE_LISTS]))),
  ]);
  for (const row of [...entries, ...aliases]) touched.add(row.list);
  const reference: NormalizeReference = {};
  for (const list of ENGINE_LISTS) {
    if (touched.has(list)) reference[list] = asReference(await companyList(db, companyId, list));
  }
  return reference;
}

/** The company's HS list (digits), or null when it has none (then no HS code is called unknown). */
export async function companyHsCodes(db: Db, companyId: string): Promise<Set<string> | null> {
  const rows = await db
    .select({ code: libraryEntries.code })
    .from(libraryEntries)
    .where(and(eq(libraryEntries.company_id, companyId), eq(libraryEntries.list, 'hs_code')));
  return rows.length ? new Set(rows.map((r) => r.code)) : null;
}

/**
 * Whether an HS code read on a document is in the company's list: the same digits, or (a 10-digit
 * code of an older book) its first 8 digits.
 */
export function hsCodeKnown(codes: ReadonlySet<string>, digits: string): boolean {
  return codes.has(digits) || (digits.length === 10 && codes.has(digits.slice(0, 8)));
}
