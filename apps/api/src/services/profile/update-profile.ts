import { type Db, users } from '@vd/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';

/** A user edits only their own profile: another id answers 404. */
export async function updateProfile(
  db: Db,
  caller: Caller,
  id: string,
  input: { first_name: string; last_name: string; phone: string },
) {
  if (id !== caller.userId) throw notFound();
  await db
    .update(users)
    .set({ ...input, updated_at: new Date() })
    .where(eq(users.id, caller.userId));
}
