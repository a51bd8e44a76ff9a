import { withoutSpecks } from '../extract/clean.ts';
import { OCR_SIMILARITY } from '../extract/read-single.ts';
import { expand, horizontalOverlap, union, verticalOverlap } from '../geometry/box.ts';
import type { FractionBox } from '../geometry/types.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import { detectNumberFormat, type NormalizeOptions, normalize } from '../normalize/index.ts';
import { type OcrPool, sharedOcrPool } from '../ocr/pool.ts';
import type { DataType, EngineDocument, Word } from '../types.ts';
import {
  type Candidate,
  captionCandidates,
  headerCandidates,
  type OrderedOptions,
  type PageText,
  pageText,
} from './candidates.ts';
import { type CaptionMatch, findCaptions, titlesOf } from './captions.ts';
import { dateOrderOf } from './date-order.ts';
import { letterheadCandidate } from './letterhead.ts';
import { linesOf } from './lines.ts';
import { numberWriting } from './number-writing.ts';
import { secondRead } from './second-read.ts';
import type { Proposal, ProposedGroup, SuggestLabel, SuggestResult } from './types.ts';

export interface SuggestOptions extends NormalizeOptions {
  pool?: OcrPool;
}

/** Types whose values cannot be mistaken for another's: proposed even with no caption on the page. */
const UNMISTAKABLE: ReadonlySet<DataType> = new Set(['container', 'aju', 'npwp']);
/** Confidence of a value proposed by its type alone (check digit, length and date verified). */
const TYPE_ONLY_CONFIDENCE: Partial<Record<DataType, number>> = { container: 0.9, aju: 0.9, npwp: 0.75 };
/** A label ranked second by less than this, with another value, makes the first doubtful. */
const AMBIGUOUS_MARGIN = 0.05;
const AMBIGUOUS_FACTOR = 0.75;
/** A caption that is another's sub-caption, for its own label. */
const SUB_CAPTION_FACTOR = 0.75;

/** The words of a page: its text layer, or (a scan) the whole page OCRed once. */
const pageWords = async (document: EngineDocument, page: number, pool: OcrPool): Promise<Word[]> => {
  const onPage = document.pages[page - 1];
  if (!onPage) return [];
  const words = onPage.complete ? onPage.words : await ocrFullPage(document, page, pool);
  return onPage.source === 'ocr' ? withoutSpecks(words) : words;
};

const overlaps = (a: FractionBox, b: FractionBox): boolean =>
  horizontalOverlap(a, b) > 0.3 && verticalOverlap(a, b) > 0.3;

/** Values of an unmistakable type printed on a page, each with its words: runs of up to 8 words of one line. */
const typedValues = (
  text: PageText,
  type: DataType,
): Array<{ words: Word[]; value: string; text: string }> => {
  const found: Array<{ words: Word[]; value: string; text: string }> = [];
  for (const line of text.lines) {
    for (let start = 0; start < line.words.length; start++) {
      for (let end = start; end < Math.min(line.words.length, start + 8); end++) {
        const words = line.words.slice(start, end + 1);
        const joined = words.map((w) => w.text).join(' ');
        const compact = joined.replace(/[\s\-./]/g, '');
        // The whole run must be the value (not a value inside a longer code).
        const pattern =
          type === 'container' ? /^[A-Z]{3}[UJZ]\d{7}$/ : type === 'aju' ? /^[0-9A-Z]{26}$/ : /^\d{15,16}$/;
        if (!pattern.test(compact.toUpperCase())) continue;
        if (type === 'aju' && compact.replace(/\D/g, '').length < 20) continue;
        const normalized = normalize(type, joined);
        if (normalized.value === null) continue;
        found.push({ words, value: String(normalized.value), text: joined });
        break;
      }
    }
  }
  return found;
};

/**
 * Two labels of one caption cell joined by a slash or "&" ("Jumlah / Jenis Kemasan" over "930 PK -
 * PACKAGE"): the value is both labels', each read by its own type (the count, the kind).
 */
const sharedCell = (a: Candidate, b: Candidate): boolean =>
  a.by === 'caption' &&
  b.by === 'caption' &&
  a.label.type !== b.label.type &&
  a.caption !== undefined &&
  b.caption !== undefined &&
  a.caption.line === b.caption.line &&
  overlaps(a.caption.box, b.caption.box) &&
  [a.caption.text, b.caption.text].some((t) => /\s[/&]\s/.test(t));

const rank = (a: Candidate, b: Candidate): number =>
  b.confidence - a.confidence ||
  Number(b.named) - Number(a.named) ||
  b.tokens - a.tokens ||
  (a.by === 'caption' ? 0 : 1) - (b.by === 'caption' ? 0 : 1) ||
  a.page - b.page ||
  a.box.y0 - b.box.y0 ||
  a.box.x0 - b.box.x0;

/**
 * Proposes a placement for each label it can find on a sample (docs/assisted-templating.md): a
 * caption of the label (its name or an alias; similar enough on OCR text) with a value of the
 * label's data type right of it or below it; a table header's columns with their first row (a
 * label group); a value of an unmistakable type (container number, aju, NPWP) printed once. Each
 * label is proposed at most once and each value for one label only, best first.
 */
export const suggest = async (
  document: EngineDocument,
  labels: readonly SuggestLabel[],
  options: SuggestOptions = {},
): Promise<SuggestResult> => {
  const pool = options.pool ?? sharedOcrPool();
  const texts: PageText[] = [];
  const candidates: Candidate[] = [];
  const allWords: string[] = [];
  const pages: Array<{ page: number; words: Word[]; ocr: boolean }> = [];
  for (let page = 1; page <= document.pages.length; page++) {
    const words = await pageWords(document, page, pool);
    pages.push({ page, words, ocr: document.pages[page - 1]?.source === 'ocr' });
    allWords.push(...words.map((w) => w.text));
  }
  // On a scan, the writing is found on numbers only (codes left out) and may be in doubt.
  const writing = numberWriting(allWords);
  const scanned = pages.some((p) => p.ocr);
  const normalizeOptions: OrderedOptions = {
    ...options,
    documentFormat: options.documentFormat ?? (scanned ? writing.format : detectNumberFormat(allWords)),
    ...(scanned && !options.documentFormat && writing.inDoubt ? { writingInDoubt: true } : {}),
    ...(options.dateFormat ? {} : { dateOrder: dateOrderOf(allWords) }),
  };
  const titles = titlesOf(linesOf(pages[0]?.words ?? [], pages[0]?.ocr ?? false));
  for (const { page, words, ocr } of pages) {
    const lines = linesOf(words, ocr);
    const found = findCaptions(lines, labels, ocr ? OCR_SIMILARITY : 1, titles);
    const read = (standing: CaptionMatch[]) => {
      const text = pageText(page, lines, ocr, standing, labels);
      const headers = headerCandidates(text, found, normalizeOptions);
      text.headers = headers.headerLines;
      const onPage = [...headers.candidates];
      for (const m of found) {
        // A table's header and total lines are read as the table's (above); a header's caption
        // whose label the row gave no value is read as a boxed form's ("Seal No." of "Container
        // No. / Seal No." over "TGHU 875312-1" and "SEAL: SLN2604471").
        const read = headers.candidates.some((c) => c.label === m.label);
        if ((headers.headerLines.has(m.line) && read) || headers.totalLines.has(m.line)) continue;
        const candidate = captionCandidates(text, m, normalizeOptions);
        if (candidate) onPage.push(candidate);
      }
      return { text, onPage, headers: headers.headerLines };
    };
    // Read twice: a caption with no value of its label's type beside it ("FOB", an alias of Nilai
    // FOB, printed as the Incoterm's value) is no caption, and does not end another's value.
    const first = read(found);
    // Only a one-word phrase is dropped so: a longer caption stays one whatever follows it.
    const live = found.filter(
      (m) => m.tokens > 1 || first.headers.has(m.line) || first.onPage.some((c) => c.caption === m),
    );
    const second = live.length === found.length ? first : read(live);
    texts.push(second.text);
    candidates.push(...second.onPage);
  }
  // A caption read as a sub-caption of another label's ("Date:" under "Laden on Board the Vessel")
  // gives that value to the heading's label: as its own label's caption it is in doubt.
  for (const candidate of candidates) {
    const heading = candidates.find(
      (c) =>
        c.via !== undefined &&
        c.via === candidate.caption &&
        JSON.stringify(c.value) === JSON.stringify(candidate.value),
    );
    if (heading) candidate.confidence = Math.round(candidate.confidence * SUB_CAPTION_FACTOR * 100) / 100;
  }
  // A label found under two captions as specific as each other, with other values ("Date" twice): doubtful.
  for (const candidate of candidates) {
    const rival = candidates.find(
      (c) =>
        c !== candidate &&
        c.label === candidate.label &&
        c.tokens === candidate.tokens &&
        c.named === candidate.named &&
        c.confidence >= candidate.confidence - AMBIGUOUS_MARGIN &&
        JSON.stringify(c.value) !== JSON.stringify(candidate.value),
    );
    if (rival) candidate.confidence = Math.round(candidate.confidence * AMBIGUOUS_FACTOR * 100) / 100;
  }
  candidates.sort(rank);
  const chosen: Candidate[] = [];
  const placed = new Set<SuggestLabel>();
  // A value is taken where its words are (a table column's box spans words of the next column:
  // "DESICCATED ..." starting under "Pos Tarif / HS" is the description's).
  const takenOn = (page: number, box: FractionBox, by?: Candidate) =>
    chosen.some(
      (c) =>
        c.page === page &&
        !(by && sharedCell(c, by)) &&
        (overlaps(union(c.words.map((w) => w.box)), box) ||
          (c.caption?.box !== undefined && overlaps(c.caption.box, box)) ||
          (c.caption?.second !== undefined && overlaps(c.caption.second.box, box))),
    );
  for (const candidate of candidates) {
    if (placed.has(candidate.label)) continue;
    if (takenOn(candidate.page, union(candidate.words.map((w) => w.box)), candidate)) continue;
    chosen.push(candidate);
    placed.add(candidate.label);
  }
  // Unmistakable types with no caption found: a value printed once (or the same value each time).
  for (const label of labels) {
    if (placed.has(label) || !UNMISTAKABLE.has(label.type)) continue;
    const rivals = labels.filter((l) => l.type === label.type && !placed.has(l));
    if (rivals.length > 1) continue;
    const found = texts.flatMap((text) =>
      typedValues(text, label.type)
        .filter((v) => !takenOn(text.page, union(v.words.map((w) => w.box))))
        .map((v) => ({ ...v, text })),
    );
    if (found.length === 0 || new Set(found.map((f) => f.value)).size > 1) continue;
    const first = found[0]!;
    const box = union(first.words.map((w) => w.box));
    const ocr = first.text.ocr ? Math.min(...first.words.map((w) => w.confidence)) : 1;
    chosen.push({
      label,
      page: first.text.page,
      box: expand(box, 0.006, 0.003),
      words: first.words,
      text: first.words.map((w) => w.text).join(' '),
      value: first.value,
      confidence: Math.round((TYPE_ONLY_CONFIDENCE[label.type] ?? 0.7) * ocr * 100) / 100,
      by: 'type',
      named: false,
      tokens: 0,
    });
    placed.add(label);
  }
  // The issuer's name on its letterhead, for its label no caption gave a value.
  const first = texts[0];
  const letterhead =
    first &&
    letterheadCandidate(
      first,
      labels.filter((l) => !placed.has(l)),
      titles,
      normalizeOptions,
    );
  if (letterhead && !takenOn(first.page, union(letterhead.words.map((w) => w.box)))) {
    chosen.push(letterhead);
    placed.add(letterhead.label);
  }
  // On a scan, a sure proposal must be read the same a second time.
  await secondRead(document, chosen, texts, normalizeOptions, pool);
  // Columns of one header line placed for two labels or more form a label group.
  const groups: ProposedGroup[] = [];
  const groupOf = new Map<string, string>();
  for (const candidate of chosen) {
    if (candidate.by !== 'header' || candidate.header === undefined) continue;
    const key = `${candidate.page}:${candidate.header}`;
    const columns = chosen.filter((c) => c.by === 'header' && `${c.page}:${c.header}` === key);
    if (columns.length < 2 || groupOf.has(key)) continue;
    const name = groups.length === 0 ? 'Barang' : `Barang ${groups.length + 1}`;
    groupOf.set(key, name);
    groups.push({
      name,
      labels: columns.sort((a, b) => a.box.x0 - b.box.x0).map((c) => c.label.label),
    });
  }
  const order = new Map(labels.map((l, i) => [l, i]));
  const proposals: Proposal[] = chosen
    .sort((a, b) => (order.get(a.label) ?? 0) - (order.get(b.label) ?? 0))
    .map((c) => {
      const group = c.by === 'header' ? groupOf.get(`${c.page}:${c.header}`) : undefined;
      const alternatives = candidates.filter(
        (other) => other !== c && other.label === c.label && !overlaps(other.box, c.box),
      ).length;
      return {
        label: c.label.label,
        type: c.label.type,
        page: c.page,
        box: c.box,
        text: c.text,
        value: c.value,
        ...(c.unit ? { unit: c.unit } : {}),
        confidence: c.confidence,
        by: c.by === 'header' && !group ? 'caption' : c.by,
        ...(c.caption ? { caption: c.caption.text, captionBox: c.caption.box } : {}),
        ...(group ? { group } : {}),
        alternatives,
      };
    });
  return { pages: document.pages.length, proposals, groups };
};
