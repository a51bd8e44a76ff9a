import type { Db } from '@vd/db';
import type { NumberFormat } from '@vd/engine';
import { getSettings } from '../settings/get-settings.ts';

export interface DocumentFormats {
  date_format: string | null;
  number_format: NumberFormat;
}

/** The company's default formats (settings), `auto` date format as null. */
export async function companyFormats(db: Db, companyId: string): Promise<DocumentFormats> {
  const { preferences } = await getSettings(db, companyId);
  return {
    date_format: preferences.date_format === 'auto' ? null : preferences.date_format,
    number_format: preferences.number_format,
  };
}

/** A shipment document's formats before the user picks: its sample document's, else the company's. */
export function documentFormats(
  sampleDocument: DocumentFormats | undefined,
  company: DocumentFormats,
): DocumentFormats {
  return {
    date_format: sampleDocument?.date_format ?? company.date_format,
    number_format:
      sampleDocument && sampleDocument.number_format !== 'auto'
        ? sampleDocument.number_format
        : company.number_format,
  };
}
