import { similarity } from '../compare/logics.ts';
import { withoutSpecks } from '../extract/clean.ts';
import { toLines } from '../extract/lines.ts';
import { readZones } from '../extract/read-zones.ts';
import { tokensOf } from '../extract/tokens.ts';
import { boxHeight } from '../geometry/box.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import { type OcrPool, sharedOcrPool } from '../ocr/pool.ts';
import type { EngineDocument, Word } from '../types.ts';
import { otherTitlesOf } from './titles.ts';

/** What a document looks like to the classifier: its title and the words it prints. */
export interface DocumentProfile {
  /** Words of the title: the largest print in the top quarter of the first page. */
  title: string[];
  /** The lines printed as large as the title, atop the page (each its words). */
  titles: string[][];
  /** Every word of letters (three or more) printed on the first page. */
  words: Set<string>;
  ocr: boolean;
}

/** A document type as a template knows it: its code, optional name, and a sample document. */
export interface ClassifyType {
  type: string;
  /** The document type's name ("Commercial Invoice"): its words count as title words too. */
  name?: string;
  sample: DocumentProfile;
}

export interface Classification {
  /** The type matched, or null when no type matches well enough. */
  type: string | null;
  /** 0-1: how well it matches (the best type's score, also when under the threshold). */
  score: number;
  /** The title words found (of the type matched, or of the best type). */
  title: string[];
  /** Share (0-1) of the sample's distinctive words the document prints. */
  captions: number;
  /** Every type's score, best first. */
  scores: Array<{ type: string; score: number }>;
}

const TOP: FractionBox = { x0: fraction(0), y0: fraction(0), x1: fraction(1), y1: fraction(0.35) };

/** Under this score a document is of no type. */
export const CLASSIFY_THRESHOLD = 0.3;
/** The best type must lead the next by this much: two types alike are no answer. */
export const CLASSIFY_MARGIN = 0.05;
const TITLE_WEIGHT = 0.55;

const lettersOnly = (text: string): string[] => tokensOf(text).filter((t) => /^\p{L}{2,}$/u.test(t));

/** Reads the first page (its text layer, or a full OCR of it) into a profile. */
export const profileOf = async (
  document: EngineDocument,
  pool: OcrPool = sharedOcrPool(),
): Promise<DocumentProfile> => {
  const page = document.pages[0];
  if (!page) return { title: [], titles: [], words: new Set(), ocr: false };
  const ocr = page.source === 'ocr';
  const raw = page.complete ? page.words : await ocrFullPage(document, 1, pool);
  const words = ocr ? withoutSpecks(raw).filter((w) => w.confidence >= 0.5) : raw;
  const lines = toLines(words);
  // On a scan the top of the page is read again on its own: full-page OCR now and then drops a
  // large bold title (tesseract takes it for a picture).
  const top = ocr
    ? withoutSpecks((await readZones(document, 1, pool, [TOP]))[0] ?? []).filter((w) => w.confidence >= 0.5)
    : words;
  const height = (l: (typeof lines)[number]) =>
    l.words.map((w) => boxHeight(w.box)).sort((a, b) => a - b)[Math.floor(l.words.length / 2)] ?? 0;
  // The three largest prints atop the page (a letterhead may be printed larger than the title).
  const largest = (from: readonly Word[]) => {
    const ranked = toLines(from)
      .filter((l) => l.box.y1 < 0.35 && lettersOnly(l.words.map((w) => w.text).join(' ')).length > 0)
      .sort((a, b) => height(b) - height(a));
    const tallest = ranked[0] ? height(ranked[0]) : 0;
    return ranked
      .filter((l, i) => i < 3 && height(l) >= tallest * 0.6)
      .map((l) => lettersOnly(l.words.map((w) => w.text).join(' ')));
  };
  const titles = ocr ? [...largest(words), ...largest(top)] : largest(words);
  return {
    title: titles[0] ?? [],
    titles,
    words: new Set(
      [...words, ...(ocr ? top : [])].flatMap((w) => lettersOnly(w.text)).filter((t) => t.length >= 3),
    ),
    ocr,
  };
};

/** Whether a word is printed among `words` (OCR text: one or two letters off). */
const printed = (word: string, words: ReadonlySet<string>, fuzzy: boolean): boolean => {
  if (words.has(word)) return true;
  if (!fuzzy || word.length < 4) return false;
  for (const other of words)
    if (Math.abs(other.length - word.length) <= 2 && similarity(other, word) >= 0.8) return true;
  return false;
};

/** How many words more than a title a line may print and still be that title printed in part. */
const TITLE_SLACK = 3;

/**
 * How well a title is printed on one of the document's title lines: the best similarity of a run
 * of the line's words to the title (0 under 0.8: another title).
 */
const titleFound = (
  title: readonly string[],
  lines: readonly string[][],
): { score: number; words: string[] } => {
  const wanted = title.join(' ');
  let best = { score: 0, words: [] as string[] };
  for (const line of lines) {
    for (let size = Math.max(1, title.length - 1); size <= title.length + 1; size++) {
      for (let start = 0; start + size <= line.length; start++) {
        const words = line.slice(start, start + size);
        const score = similarity(words.join(' '), wanted);
        if (score > best.score) best = { score, words };
      }
    }
  }
  if (best.score >= 0.8) return best;
  // A title printed in part ("FAKTUR / INVOICE" for "Commercial Invoice"): the share of its words on
  // one short line. A sentence is no title, whatever words it shares with one (a letter's
  // "pemberitahuan pabean atas barang milik ..." is not "Pemberitahuan Ekspor Barang").
  let share = { score: 0, words: [] as string[] };
  for (const line of lines) {
    if (line.length > title.length + TITLE_SLACK) continue;
    const words = title.filter((t) => line.includes(t));
    if (words.length / title.length > share.score) share = { score: words.length / title.length, words };
  }
  return share.score >= 0.5 ? { score: share.score * 0.8, words: share.words } : { score: 0, words: [] };
};

/**
 * Which of the given types each document is (docs/assisted-templating.md): by the type's title
 * words (the sample's title, the type's name, the type's other usual titles: classify/titles.ts) found atop the document's first page, and by the
 * share of the sample's distinctive words (its captions and layout words, each weighed by how few
 * samples print it) the document prints. A document matching no type well enough has type null.
 */
export const classifyProfiles = (
  types: readonly ClassifyType[],
  documents: readonly DocumentProfile[],
): Classification[] => {
  const counts = new Map<string, number>();
  for (const t of types) for (const word of t.sample.words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return documents.map((document) => {
    const fuzzy = document.ocr;
    const scored = types.map((t) => {
      const titles = [
        t.sample.title,
        t.name ? lettersOnly(t.name.replace(/[-_]/g, ' ')) : [],
        ...otherTitlesOf(t.name ?? t.type),
      ].filter((title) => title.length > 0);
      let titleScore = 0;
      let title: string[] = [];
      for (const words of titles) {
        const found = titleFound(words, document.titles);
        if (found.score > titleScore) {
          titleScore = found.score;
          title = found.words;
        }
      }
      let total = 0;
      let hit = 0;
      for (const word of t.sample.words) {
        const weight = 1 / (counts.get(word) ?? 1);
        total += weight;
        if (printed(word, document.words, fuzzy)) hit += weight;
      }
      const captions = total > 0 ? hit / total : 0;
      const score = Math.round((TITLE_WEIGHT * titleScore + (1 - TITLE_WEIGHT) * captions) * 100) / 100;
      return { type: t.type, score, title, captions: Math.round(captions * 100) / 100 };
    });
    scored.sort((a, b) => b.score - a.score);
    const best = scored[0];
    const second = scored[1]?.score ?? 0;
    const matched =
      best !== undefined && best.score >= CLASSIFY_THRESHOLD && best.score - second >= CLASSIFY_MARGIN;
    return {
      type: matched ? best.type : null,
      score: best?.score ?? 0,
      title: best?.title ?? [],
      captions: best?.captions ?? 0,
      scores: scored.map(({ type, score }) => ({ type, score })),
    };
  });
};

/** `classifyProfiles` on documents and samples given as ingested documents. */
export const classify = async (
  samples: ReadonlyArray<{ type: string; name?: string; document: EngineDocument }>,
  documents: readonly EngineDocument[],
  options: { pool?: OcrPool } = {},
): Promise<Classification[]> => {
  const pool = options.pool ?? sharedOcrPool();
  const types: ClassifyType[] = [];
  for (const sample of samples)
    types.push({
      type: sample.type,
      ...(sample.name ? { name: sample.name } : {}),
      sample: await profileOf(sample.document, pool),
    });
  const profiles: DocumentProfile[] = [];
  for (const document of documents) profiles.push(await profileOf(document, pool));
  return classifyProfiles(types, profiles);
};
