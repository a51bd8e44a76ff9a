import { companies, type Db } from '@vd/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';

/**
 * Serialises every change of one company's balance: the company row is locked until the caller's
 * transaction ends, so two changes never both see the last slot. 404 for an unknown company.
 */
export async function lockCompany(tx: Db, companyId: string): Promise<void> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
}
