import { boxToRect } from '../geometry/convert.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import {
  detectDateFormat,
  detectNumberFormat,
  type Normalized,
  type NormalizeOptions,
  normalize,
} from '../normalize/index.ts';
import { type OcrPool, sharedOcrPool } from '../ocr/pool.ts';
import type { EngineDocument, ExtractedValue, Placement, Word } from '../types.ts';
import { anchorsOf } from './anchors.ts';
import type { Anchor } from './caption.ts';
import { applyHint } from './hint.ts';
import { minConfidence, readingText } from './lines.ts';
import { groupFirstRegions, readGroup } from './read-group.ts';
import { firstRegion, type RawRead, readSingle } from './read-single.ts';
import { wordSource } from './word-source.ts';

export interface ExtractOptions extends NormalizeOptions {
  /** The sample document the placements were drawn on: its captions re-align the rectangles. */
  sample?: EngineDocument;
  /** OCR workers (default: the shared pool sized to the cores, at most 2). */
  pool?: OcrPool;
}

const sampleWords = async (
  sample: EngineDocument | undefined,
  page: number,
  pool: OcrPool,
): Promise<Word[] | undefined> => {
  const samplePage = sample?.pages[page - 1];
  if (!sample || !samplePage) return undefined;
  return samplePage.complete ? samplePage.words : ocrFullPage(sample, page, pool);
};

const readPage = async (
  document: EngineDocument,
  page: number,
  placements: Placement[],
  anchors: Map<Placement, Anchor[]>,
  pool: OcrPool,
): Promise<RawRead[]> => {
  const singles = placements.filter((p) => p.group === undefined);
  const groups = new Map<string, Placement[]>();
  for (const placement of placements) {
    if (placement.group !== undefined)
      groups.set(placement.group, [...(groups.get(placement.group) ?? []), placement]);
  }
  const regions = [
    ...singles.map((p) => firstRegion(p, anchors.get(p) ?? [])),
    ...[...groups.values()].flatMap((group) => groupFirstRegions(group, anchors)),
  ];
  const source = wordSource(document, page, pool, regions);
  const reads: Array<Promise<RawRead[]>> = [
    ...singles.map((p) => readSingle(p, anchors.get(p) ?? [], source).then((r) => [r])),
    ...[...groups.values()].map((group) => readGroup(group, anchors, source)),
  ];
  return (await Promise.all(reads)).flat();
};

/**
 * Reads every placement on a document (DESIGN §6): re-aligns each rectangle by its caption, takes
 * the words inside in reading order and normalises them by data type. Grouped placements give one
 * value per table row. Scanned pages are OCRed zonally, only around the placements.
 */
export const extract = async (
  document: EngineDocument,
  placements: readonly Placement[],
  options: ExtractOptions = {},
): Promise<ExtractedValue[]> => {
  const pool = options.pool ?? sharedOcrPool();
  const anchors = new Map<Placement, Anchor[]>();
  const byPage = new Map<number, Placement[]>();
  for (const placement of placements) {
    anchors.set(placement, anchorsOf(placement, await sampleWords(options.sample, placement.page, pool)));
    byPage.set(placement.page, [...(byPage.get(placement.page) ?? []), placement]);
  }
  const raws: RawRead[] = [];
  const missingPages: Placement[] = [];
  for (const [page, onPage] of byPage) {
    if (page < 1 || page > document.pages.length) missingPages.push(...onPage);
    else raws.push(...(await readPage(document, page, onPage, anchors, pool)));
  }
  const texts = raws.map((raw) => ({ raw, ...applyHint(readingText(raw.words), raw.placement.hint) }));
  const allText = document.pages.some((p) => p.complete)
    ? document.pages.flatMap((p) => p.words.map((w) => w.text))
    : texts.map((t) => t.text);
  const documentFormat = detectNumberFormat(allText);
  const dateFormat =
    options.dateFormat ??
    detectDateFormat(texts.filter((t) => t.raw.placement.type === 'date' && !t.reason).map((t) => t.text));
  const order = new Map(placements.map((p, i) => [p, i]));
  texts.sort(
    (a, b) =>
      (order.get(a.raw.placement) ?? 0) - (order.get(b.raw.placement) ?? 0) ||
      (a.raw.row ?? 0) - (b.raw.row ?? 0),
  );
  const values: ExtractedValue[] = texts.map(({ raw, text, reason }) => {
    const normalized: Normalized = reason
      ? { value: null, reason }
      : normalize(raw.placement.type, text, { ...options, documentFormat, dateFormat });
    return {
      label: raw.placement.label,
      type: raw.placement.type,
      text,
      value: normalized.value,
      ...(normalized.unit ? { unit: normalized.unit } : {}),
      ...(normalized.reason ? { reason: normalized.reason } : {}),
      confidence: Math.round(minConfidence(raw.words) * 100) / 100,
      page: raw.placement.page,
      box: boxToRect(raw.box),
      ...(raw.placement.group === undefined ? {} : { group: raw.placement.group, row: raw.row }),
    };
  });
  for (const placement of missingPages) {
    values.push({
      label: placement.label,
      type: placement.type,
      text: '',
      value: null,
      reason: 'Halaman tidak ada di dokumen.',
      confidence: 0,
      page: placement.page,
      box: { x: placement.x, y: placement.y, width: placement.width, height: placement.height },
    });
  }
  return values;
};
