import { validationDocumentPages } from '@vd/db';
import type { EngineDocument } from '@vd/engine';
import type { AppContext } from '../../context.ts';
import { cachedEngineDocument } from '../templates/engine-document-cache.ts';
import type { ValidationDocumentRow } from './validation-view.ts';

/** The ingested document of a ready validation upload, rebuilt from its stored pages (cached). */
export function validationEngineDocument(
  ctx: AppContext,
  row: ValidationDocumentRow,
): Promise<EngineDocument> {
  return cachedEngineDocument(ctx, validationDocumentPages, row);
}
