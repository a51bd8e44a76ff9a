import { type PlacementCaption, templateMessages } from '@vd/contract';
import { documentLabelAliases } from '@vd/db';
import { captionBeside, type FractionBox } from '@vd/engine';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { sampleEngineDocument } from '../documents/engine-document-cache.ts';
import { findDocument } from './document-view.ts';
import { placementRows } from './placement-view.ts';

/**
 * GET document-detail/{id}/label/{coordId}/caption: the caption printed beside a placement on its
 * ready sample (engine `captionBeside`), and whether it is already the label's name or an alias.
 * The builder offers to add an unknown one as an alias (POST document-labels/create-alias).
 */
export async function placementCaption(
  ctx: AppContext,
  companyId: string,
  documentId: string,
  placementId: string,
): Promise<PlacementCaption> {
  const row = await findDocument(ctx.db, companyId, documentId);
  const placement = (await placementRows(ctx.db, companyId, documentId)).find((p) => p.id === placementId);
  if (!placement) throw notFound(templateMessages.labelNotFound);
  const [document, aliases] = await Promise.all([
    sampleEngineDocument(ctx, row),
    ctx.db
      .select({ alias: documentLabelAliases.alias })
      .from(documentLabelAliases)
      .where(
        and(
          eq(documentLabelAliases.document_label_id, placement.document_label_id),
          eq(documentLabelAliases.company_id, companyId),
        ),
      ),
  ]);
  const box = { x0: placement.x0, y0: placement.y0, x1: placement.x1, y1: placement.y1 } as FractionBox;
  const found = captionBeside(document, placement.page, box, [
    placement.name,
    ...aliases.map((a) => a.alias),
  ]);
  return {
    document_label_id: placement.document_label_id,
    label_name: placement.name,
    caption: found?.text ?? null,
    known: found?.known ?? false,
  };
}
