import { companies, type Db } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../storage/file-storage.ts';

/** The stored logo PNG of one company, or null when it has none. */
export async function readCompanyLogo(
  db: Db,
  storage: FileStorage,
  companyId: string,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ logo_key: companies.logo_key })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row?.logo_key) return null;
  return storage.get(row.logo_key).catch(() => null);
}
