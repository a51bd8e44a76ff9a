import { type Db, invoiceCounters } from '@vd/db';
import { sql } from 'drizzle-orm';
import { wibMonth } from '../../wib-time.ts';

/** The next number of the month (WIB): `INV/YYYY/MM/NNNN`, atomic under concurrency. */
export async function nextInvoiceNumber(tx: Db, at = new Date()): Promise<string> {
  const period = wibMonth(at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ period, last_number: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.period,
      set: { last_number: sql`${invoiceCounters.last_number} + 1` },
    })
    .returning({ n: invoiceCounters.last_number });
  const [year, month] = period.split('-');
  return `INV/${year}/${month}/${String(row!.n).padStart(4, '0')}`;
}
