import type { Readable } from 'node:stream';
import { validationDocumentPages } from '@vd/db';
import type { AppContext } from '../../context.ts';
import { pageImage } from '../documents/page-image.ts';
import { findShipmentDocument } from './validation-view.ts';

/** GET validation/{id}/document/{docId}/page/{n}/image: the stored WebP of a page of the company's shipment document. */
export async function shipmentPageImage(
  ctx: AppContext,
  companyId: string,
  validationId: string,
  documentId: string,
  page: number,
): Promise<Readable> {
  await findShipmentDocument(ctx.db, companyId, documentId, validationId);
  return pageImage(ctx, validationDocumentPages, documentId, page);
}
