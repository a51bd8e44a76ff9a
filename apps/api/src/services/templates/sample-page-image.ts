import type { Readable } from 'node:stream';
import { templateDocumentPages } from '@vd/db';
import type { AppContext } from '../../context.ts';
import { pageImage } from '../documents/page-image.ts';
import { findDocument } from './document-view.ts';

/** GET document/{id}/page/{n}/image: the stored WebP of a page of the company's sample document. */
export async function samplePageImage(
  ctx: AppContext,
  companyId: string,
  id: string,
  page: number,
): Promise<Readable> {
  await findDocument(ctx.db, companyId, id);
  return pageImage(ctx, templateDocumentPages, id, page);
}
