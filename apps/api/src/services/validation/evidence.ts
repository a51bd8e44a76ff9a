import { templateMessages, validationMessages } from '@vd/contract';
import { validationDocumentPages, validationDocuments, validationReadings } from '@vd/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { CACHE_IDLE_MS, idleTimer } from '../idle-timer.ts';
import { findValidation } from './validation-view.ts';

/** Margin around the region read, in fractions of the page (1%): the caption beside it stays in view. */
const MARGIN = 0.01;
/** WebP quality of the crops (the engine's default). */
const QUALITY = 80;

/**
 * Decoded page images, most recently used last, by storage key (the key names the upload, so a
 * re-uploaded document never meets an old image). Decoding the WebP is most of a crop's cost
 * (~60 ms for a 1400 px page, ~5 ms to cut from the pixels), and a result page asks for many crops
 * of the same few pages. Bounded by bytes: about 7 A4 pages; emptied after CACHE_IDLE_MS unused.
 */
const CACHE_BYTES = 64 * 1024 * 1024;
interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}
const decoded = new Map<string, { bytes: number; page: Promise<Decoded> }>();
const touch = idleTimer(CACHE_IDLE_MS, () => decoded.clear());

function trimCache() {
  let total = 0;
  for (const entry of decoded.values()) total += entry.bytes;
  for (const [key, entry] of decoded) {
    if (total <= CACHE_BYTES) break;
    decoded.delete(key);
    total -= entry.bytes;
  }
}

/** The stored page image's pixels, from the cache or decoded once (concurrent requests share it). */
function decodedPage(ctx: AppContext, key: string): Promise<Decoded> {
  touch();
  const hit = decoded.get(key);
  if (hit) {
    decoded.delete(key);
    decoded.set(key, hit);
    return hit.page;
  }
  const entry = { bytes: 0, page: decode(ctx, key) };
  decoded.set(key, entry);
  entry.page.then(
    (page) => {
      entry.bytes = page.data.length;
      trimCache();
    },
    () => {
      if (decoded.get(key) === entry) decoded.delete(key);
    },
  );
  return entry.page;
}

async function decode(ctx: AppContext, key: string): Promise<Decoded> {
  const { data, info } = await sharp(await ctx.storage.get(key))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The region (page fractions, widened by the margin) in whole pixels of an image, kept on it. */
function pixelRegion(box: { x0: number; y0: number; x1: number; y1: number }, width: number, height: number) {
  const left = Math.max(0, Math.floor((box.x0 - MARGIN) * width));
  const top = Math.max(0, Math.floor((box.y0 - MARGIN) * height));
  const right = Math.min(width, Math.ceil((box.x1 + MARGIN) * width));
  const bottom = Math.min(height, Math.ceil((box.y1 + MARGIN) * height));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * GET validation/{id}/evidence/{readingId}: the region a value was read from, as WebP. Cut from
 * the page image stored at ingest (the page as the viewer shows it, OCR pages straightened like
 * their words, so the reading's page fractions fall on it), never re-rendered from the file. The
 * company's validation, reading, document and page are checked before any cached pixels are used.
 */
export async function evidenceImage(
  ctx: AppContext,
  companyId: string,
  id: string,
  readingId: string,
): Promise<Buffer> {
  await findValidation(ctx.db, companyId, id);
  const [row] = await ctx.db
    .select({
      x0: validationReadings.x0,
      y0: validationReadings.y0,
      x1: validationReadings.x1,
      y1: validationReadings.y1,
      status: validationDocuments.status,
      image_key: validationDocumentPages.image_key,
    })
    .from(validationReadings)
    .innerJoin(
      validationDocuments,
      and(
        eq(validationDocuments.id, validationReadings.document_id),
        eq(validationDocuments.company_id, companyId),
        eq(validationDocuments.validation_id, id),
      ),
    )
    .leftJoin(
      validationDocumentPages,
      and(
        eq(validationDocumentPages.document_id, validationReadings.document_id),
        eq(validationDocumentPages.number, validationReadings.page),
      ),
    )
    .where(and(eq(validationReadings.id, readingId), eq(validationReadings.validation_id, id)));
  if (!row) throw notFound(validationMessages.readingNotFound);
  if (row.status !== 'ready') throw new AppError('DOCUMENT_NOT_READY');
  if (!row.image_key) throw notFound(templateMessages.pageNotFound);
  const page = await decodedPage(ctx, row.image_key);
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels } })
    .extract(pixelRegion(row, page.width, page.height))
    .webp({ quality: QUALITY })
    .toBuffer();
}
