import {
  type CreateLibraryAliasRequest,
  type CreateLibraryEntryRequest,
  type LibraryEntry,
  type LibraryList,
  listsWithAliases,
  listsWithCompanyEntries,
  libraryMessages as m,
} from '@vd/contract';
import { type Db, libraryAliases, libraryEntries } from '@vd/db';
import { referenceKey, SHIPPED_REFERENCE } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../master-data/unique-violation.ts';
import { companyList } from './company-reference.ts';
import { entryView } from './list-entries.ts';
import { canonicalCode } from './lists.ts';

const refuse = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** POST library/{list}/entries: a company's own entry (an HS code, a port, a unit ...). */
export async function createEntry(
  db: Db,
  companyId: string,
  userId: string,
  list: LibraryList,
  body: CreateLibraryEntryRequest,
): Promise<LibraryEntry> {
  if (!listsWithCompanyEntries.includes(list)) throw refuse(m.entriesNotAllowed, 'code');
  const code = canonicalCode(list, body.code);
  if (SHIPPED_REFERENCE[list].some((e) => e.code === code))
    throw new AppError('CONFLICT', m.entryTaken, { code: m.entryTaken });
  try {
    const [row] = await db
      .insert(libraryEntries)
      .values({ company_id: companyId, list, code, name: body.name, created_by: userId })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return { code, name: row.name, aliases: [], company_aliases: [], source: 'company', entry_id: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.entryTaken, { code: m.entryTaken });
    throw error;
  }
}

/** DELETE library/entries/{id}: one of the company's entries, with its aliases. */
export async function deleteEntry(db: Db, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(libraryEntries)
      .where(and(eq(libraryEntries.id, id), eq(libraryEntries.company_id, companyId)))
      .returning();
    if (!row) throw notFound();
    await tx
      .delete(libraryAliases)
      .where(
        and(
          eq(libraryAliases.company_id, companyId),
          eq(libraryAliases.list, row.list),
          eq(libraryAliases.code, row.code),
        ),
      );
  });
}

/** POST library/{list}/aliases: another name of an entry (shipped or the company's own). */
export async function createAlias(
  db: Db,
  companyId: string,
  userId: string,
  list: LibraryList,
  body: CreateLibraryAliasRequest,
): Promise<LibraryEntry> {
  if (!listsWithAliases.includes(list)) throw refuse(m.aliasesNotAllowed, 'alias');
  const code = body.code.trim().toUpperCase();
  const entries = await companyList(db, companyId, list);
  const entry = entries.find((e) => e.code === code);
  if (!entry) throw refuse(m.codeUnknown, 'code');
  const alias = referenceKey(body.alias);
  const taken = entries.some((e) =>
    [e.code, e.name, ...e.aliases, ...e.companyAliases.map((a) => a.alias)].some(
      (n) => referenceKey(n) === alias,
    ),
  );
  if (taken) throw new AppError('CONFLICT', m.aliasTaken, { alias: m.aliasTaken });
  try {
    const [row] = await db
      .insert(libraryAliases)
      .values({ company_id: companyId, list, code, alias, created_by: userId })
      .returning({ id: libraryAliases.id });
    if (!row) throw new Error('insert returned nothing');
    entry.companyAliases.push({ id: row.id, alias });
    return entryView(entry);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.aliasTaken, { alias: m.aliasTaken });
    throw error;
  }
}

/** DELETE library/aliases/{id}: one of the company's aliases. */
export async function deleteAlias(db: Db, companyId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(libraryAliases)
    .where(and(eq(libraryAliases.id, id), eq(libraryAliases.company_id, companyId)))
    .returning({ id: libraryAliases.id });
  if (!row) throw notFound();
}
