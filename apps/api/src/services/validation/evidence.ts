import { validationMessages } from '@vd/contract';
import { validationReadings } from '@vd/db';
import { crop, type Percent } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { validationEngineDocument } from './engine-document.ts';
import { findValidation, findValidationDocument } from './validation-view.ts';

/** Margin around the region read, in percent of the page: the caption beside it stays in view. */
const MARGIN = 1;

const percent = (fraction: number) => (fraction * 100) as Percent;

/** GET validation/{id}/evidence/{readingId}: the region a value was read from, as WebP. */
export async function evidenceImage(
  ctx: AppContext,
  companyId: string,
  id: string,
  readingId: string,
): Promise<Buffer> {
  await findValidation(ctx.db, companyId, id);
  const [reading] = await ctx.db
    .select()
    .from(validationReadings)
    .where(and(eq(validationReadings.id, readingId), eq(validationReadings.validation_id, id)));
  if (!reading) throw notFound(validationMessages.readingNotFound);
  const document = await findValidationDocument(ctx.db, companyId, reading.document_id, id);
  const box = {
    x: percent(reading.x0),
    y: percent(reading.y0),
    width: percent(reading.x1 - reading.x0),
    height: percent(reading.y1 - reading.y0),
  };
  return crop(await validationEngineDocument(ctx, document), reading.page, box, {
    margin: MARGIN,
    format: 'webp',
  });
}
