import type { Readable } from 'node:stream';
import { templateMessages } from '@vd/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { asOne, type PageTable } from './document-pages.ts';

/**
 * The stored WebP of a page of a document whose pages are rows of `table` (sample documents or
 * shipment documents); 404 when it has no such page. The caller has checked the document is the
 * company's.
 */
export async function pageImage(
  ctx: AppContext,
  table: PageTable,
  documentId: string,
  page: number,
): Promise<Readable> {
  const t = asOne(table);
  const [row] = await ctx.db
    .select({ key: t.image_key })
    .from(t)
    .where(and(eq(t.document_id, documentId), eq(t.number, page)));
  if (!row) throw notFound(templateMessages.pageNotFound);
  return ctx.storage.stream(row.key);
}
