import { type Db, refreshTokens } from '@vd/db';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';

/** Ends every sign-in of a user (optionally only in one company, or all but one sign-in). */
export async function revokeUserTokens(
  db: Db,
  userId: string,
  scope: { companyId?: string; exceptFamilyId?: string } = {},
): Promise<void> {
  const conditions: SQL[] = [eq(refreshTokens.user_id, userId)];
  if (scope.companyId) conditions.push(eq(refreshTokens.company_id, scope.companyId));
  if (scope.exceptFamilyId) conditions.push(ne(refreshTokens.family_id, scope.exceptFamilyId));
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(isNull(refreshTokens.revoked_at), ...conditions));
}
