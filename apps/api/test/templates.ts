import type { LabelCoordinates } from '@vd/contract';
import { templateDocuments } from '@vd/db';
import { eq } from 'drizzle-orm';
import { DOCUMENTS } from '../../../packages/engine/src/fixtures/generate.ts';
import { NO_SHIFT } from '../../../packages/engine/src/fixtures/sheet.ts';
import { makeShipment } from '../../../packages/engine/src/fixtures/shipment.ts';
import { writePdf } from '../../../packages/engine/src/fixtures/write-pdf.ts';
import type { AppContext } from '../src/context.ts';
import { ingestDocument } from '../src/services/documents/ingest-document.ts';
import { sampleDocumentStore } from '../src/services/templates/sample-document-store.ts';

/** A digital sample PDF from the engine's fixture generator, with its placements and values. */
export async function samplePdf(document: 'invoice' | 'packing-list' = 'invoice') {
  const sheet = DOCUMENTS[document]!.build(makeShipment(1), NO_SHIFT);
  return { pdf: await writePdf(sheet.ops), placements: sheet.placements, expected: sheet.expected };
}

/** The corners (page fractions) of a fixture placement given in percent. */
export const cornersOf = (p: { x: number; y: number; width: number; height: number }) => ({
  x0: p.x / 100,
  y0: p.y / 100,
  x1: (p.x + p.width) / 100,
  y1: (p.y + p.height) / 100,
});

/** Runs the ingest job's work for a document, as the worker would. */
export async function ingestNow(ctx: AppContext, documentId: string) {
  const [row] = await ctx.db.select().from(templateDocuments).where(eq(templateDocuments.id, documentId));
  await ingestDocument(ctx, sampleDocumentStore, documentId, row!.uid, true);
}

export type Entry = LabelCoordinates;
