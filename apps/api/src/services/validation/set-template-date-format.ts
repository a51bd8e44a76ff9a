import type { SetTemplateDateFormatRequest, ZTemplateDateFormatResponse } from '@vd/contract';
import { type Db, templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { findDocument } from '../templates/document-view.ts';

type TemplateDateFormat = z.infer<typeof ZTemplateDateFormatResponse>['data'];

/**
 * POST document/format-date/set: the default date format (null: detected) and number writing of a
 * sample document, given to the documents of validations created from now on.
 */
export async function setTemplateDateFormat(
  db: Db,
  companyId: string,
  input: SetTemplateDateFormatRequest,
): Promise<TemplateDateFormat> {
  const document = await findDocument(db, companyId, input.document_id);
  const numberFormat = input.number_format ?? document.number_format;
  await db
    .update(templateDocuments)
    .set({ date_format: input.date_format, number_format: numberFormat, updated_at: new Date() })
    .where(eq(templateDocuments.id, document.id));
  return { document_id: document.id, date_format: input.date_format, number_format: numberFormat };
}
