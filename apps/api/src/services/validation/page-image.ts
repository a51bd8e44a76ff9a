import type { Readable } from 'node:stream';
import { templateMessages } from '@vd/contract';
import { validationDocumentPages } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { findValidationDocument } from './validation-view.ts';

/** GET validation/{id}/document/{docId}/page/{n}/image: the stored WebP of a page of the company's upload. */
export async function validationPageImage(
  ctx: AppContext,
  companyId: string,
  validationId: string,
  documentId: string,
  page: number,
): Promise<Readable> {
  await findValidationDocument(ctx.db, companyId, documentId, validationId);
  const [row] = await ctx.db
    .select({ key: validationDocumentPages.image_key })
    .from(validationDocumentPages)
    .where(
      and(eq(validationDocumentPages.document_id, documentId), eq(validationDocumentPages.number, page)),
    );
  if (!row) throw notFound(templateMessages.pageNotFound);
  return ctx.storage.stream(row.key);
}
