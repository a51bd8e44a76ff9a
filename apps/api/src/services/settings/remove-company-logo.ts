import { companies } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';

/** Removes the company's logo: the row first (in a transaction), then the file. */
export async function removeCompanyLogo(ctx: AppContext, companyId: string): Promise<{ logo_url: null }> {
  const previous = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logo_key: companies.logo_key })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (row?.logo_key) {
      await tx
        .update(companies)
        .set({ logo_key: null, updated_at: new Date() })
        .where(eq(companies.id, companyId));
    }
    return row?.logo_key ?? null;
  });
  if (previous) await ctx.storage.delete(previous).catch(() => undefined);
  return { logo_url: null };
}
