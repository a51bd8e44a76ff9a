/**
 * `npm run internal:create -- --email staf@contoh.id --password Rahasia123 [--name "Nama"]`
 * Creates (or resets the password of) an internal staff account. With the embedded database, run
 * it while the server is stopped (the embedded database belongs to one process).
 */
import { parseArgs } from 'node:util';
import { ZEmail, ZNewPassword } from '@vd/contract';
import { internalStaff } from '@vd/db';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../src/config.ts';
import { closeContext, createContext } from '../src/context.ts';
import { createLogger } from '../src/logger.ts';
import { hashPassword } from '../src/services/auth/passwords.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const email = ZEmail.safeParse(values.email ?? '');
const password = ZNewPassword.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  console.error('Pemakaian: npm run internal:create -- --email EMAIL --password PASSWORD [--name NAMA]');
  for (const issue of [...(email.error?.issues ?? []), ...(password.error?.issues ?? [])])
    console.error(`- ${issue.message}`);
  process.exit(2);
}

const ctx = await createContext(parseConfig(), createLogger('warn'));
try {
  const address = email.data.toLowerCase();
  const passwordHash = await hashPassword(password.data);
  const name = values.name ?? address.split('@')[0]!;
  const updated = await ctx.db
    .update(internalStaff)
    .set({ password_hash: passwordHash, name, active: true })
    .where(sql`lower(${internalStaff.email}) = ${address}`)
    .returning({ id: internalStaff.id });
  if (updated.length === 0)
    await ctx.db.insert(internalStaff).values({ email: address, name, password_hash: passwordHash });
  console.log(updated.length ? `Staf internal ${address} diperbarui.` : `Staf internal ${address} dibuat.`);
} finally {
  await closeContext(ctx);
}
