import type { Readable } from 'node:stream';
import { templateMessages } from '@vd/contract';
import { templateDocumentPages } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { findDocument } from './document-view.ts';

/** GET document/{id}/page/{n}/image: the stored WebP of a page of the company's document. */
export async function pageImage(
  ctx: AppContext,
  companyId: string,
  id: string,
  page: number,
): Promise<Readable> {
  await findDocument(ctx.db, companyId, id);
  const [row] = await ctx.db
    .select({ key: templateDocumentPages.image_key })
    .from(templateDocumentPages)
    .where(and(eq(templateDocumentPages.document_id, id), eq(templateDocumentPages.number, page)));
  if (!row) throw notFound(templateMessages.pageNotFound);
  return ctx.storage.stream(row.key);
}
