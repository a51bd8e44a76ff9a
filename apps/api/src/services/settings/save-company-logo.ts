import { randomUUID } from 'node:crypto';
import { companies } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { logoUrl } from './logo-url.ts';
import { normalizeLogo } from './normalize-logo.ts';

/**
 * Stores a new logo for one company, all or nothing: the checked PNG is written under a new
 * company-scoped key, then the company row points at it in one transaction; if that fails the new
 * file is removed, and only after it commits is the previous file deleted.
 */
export async function saveCompanyLogo(ctx: AppContext, companyId: string, upload: Buffer) {
  const png = await normalizeLogo(upload);
  const key = `logos/${companyId}/${randomUUID()}.png`;
  await ctx.storage.put(key, png);
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ logo_key: companies.logo_key })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND');
      await tx
        .update(companies)
        .set({ logo_key: key, updated_at: new Date() })
        .where(eq(companies.id, companyId));
      return row.logo_key;
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (previous) await ctx.storage.delete(previous).catch(() => undefined);
  return { logo_url: logoUrl(key) };
}
