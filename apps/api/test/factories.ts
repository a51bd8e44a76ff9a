import { randomUUID } from 'node:crypto';
import type { Role } from '@vd/contract';
import { companies, type Db, memberships, users } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { Config } from '../src/config.ts';
import { issueTokens } from '../src/services/auth/issue-tokens.ts';
import { hashPassword } from '../src/services/auth/passwords.ts';

export const TEST_PASSWORD = 'Rahasia123';
let passwordHash: Promise<string> | undefined;

export async function seedCompany(db: Db, name = `PT Uji ${randomUUID().slice(0, 8)}`) {
  const [company] = await db.insert(companies).values({ name }).returning();
  return company!;
}

/** A verified user with an active membership of `companyId` (a new company when none is given). */
export async function seedUser(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  options: { companyId?: string; role?: Role; status?: 'invited' | 'active' | 'inactive' } = {},
) {
  const company = options.companyId
    ? (await db.select().from(companies).where(eq(companies.id, options.companyId)))[0]!
    : await seedCompany(db);
  const companyId = company.id;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      email: `pengguna.${suffix}@contoh.co.id`,
      first_name: 'Budi',
      last_name: `Santoso ${suffix}`,
      phone: '81234567890',
      password_hash: await passwordHash,
      email_verified_at: new Date(),
    })
    .returning();
  const role = options.role ?? 'owner';
  await db.insert(memberships).values({
    company_id: companyId,
    user_id: user!.id,
    role,
    status: options.status ?? 'active',
  });
  const tokens = await issueTokens(
    db,
    config,
    { kind: 'user', userId: user!.id, companyId, role },
    { remember: false },
  );
  return {
    user: user!,
    companyId,
    companyName: company.name,
    role,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
}
