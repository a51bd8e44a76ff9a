import pLimit from 'p-limit';
import { verticalOverlap } from '../geometry/box.ts';
import { boxToRect, rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { sourceImage } from '../image/source-image.ts';
import { ocrFullPage } from '../ingest/ocr-page.ts';
import { isKnownCountry } from '../normalize/country.ts';
import {
  detectDateFormat,
  detectNumberFormat,
  incotermParts,
  type NormalizeOptions,
} from '../normalize/index.ts';
import { isKnownPort } from '../normalize/port.ts';
import { type OcrPool, sharedOcrPool } from '../ocr/pool.ts';
import { isLegalForm, NAME_PREFIXES } from '../reference/legal-forms.ts';
import {
  AMOUNT_TYPES,
  type DataType,
  type EngineDocument,
  type ExtractedValue,
  type Placement,
  type Word,
} from '../types.ts';
import { anchorsOf, withoutRowCaptions } from './anchors.ts';
import { followTables } from './below-table.ts';
import { type Anchor, cutAtCaptions, withCaptionOutside } from './caption.ts';
import { droppedBeside, lostWord, misordered, splitWord, withoutSpecks } from './clean.ts';
import { checkColumnFormat } from './column-format.ts';
import { type ColumnTotal, checkColumnTotals, columnTotalsOf } from './column-totals.ts';
import {
  anchorScore,
  combineConfidence,
  DEFAULT_REVIEW_THRESHOLD,
  fitScore,
  ocrPart,
  reviewReason,
  settledWords,
} from './confidence.ts';
import {
  checkedAgain,
  confirmed,
  listedAgain,
  readAgain,
  refusedByCheck,
  worthReadingAgain,
} from './confirm.ts';
import { applyHint } from './hint.ts';
import { runsOnPastLines } from './line-ends.ts';
import { lineMatesOf, splitLineMates } from './line-mates.ts';
import { boxedCharacters, readingText, toLines, valueText, wordsIn } from './lines.ts';
import { moveWithNeighbours, tellTwinsApart } from './neighbours.ts';
import { afterVerdict, pageMoved } from './page-moved.ts';
import {
  type AsDrawn,
  groupFirstRegions,
  groupsOf,
  keyOf,
  leftOutLines,
  readContinuation,
  readGroup,
  runsOver,
  wrapsPastLastRow,
} from './read-group.ts';
import {
  alignedUnder,
  besideWords,
  capitalsOnly,
  captionedUnder,
  closes,
  firstRegion,
  type OpenSides,
  type RawRead,
  readSingle,
  shapeOf,
  smallLetters,
  underOf,
  valueWords,
  wordsBeyond,
  wrapsOn,
} from './read-single.ts';
import { type ReadValue, readValue } from './read-value.ts';
import { bordersColumns } from './read-zones.ts';
import { checkRowArithmetic } from './row-arithmetic.ts';
import { checkRowKeys } from './row-key.ts';
import { sharedWords } from './shared-words.ts';
import { cellFits } from './table-end.ts';
import { tokensOf } from './tokens.ts';
import { type WordSource, wordSource } from './word-source.ts';

export interface ExtractOptions extends NormalizeOptions {
  /** The sample document the placements were drawn on: its captions re-align the rectangles. */
  sample?: EngineDocument;
  /** OCR workers (default: the shared pool sized to the cores, at most 2). */
  pool?: OcrPool;
  /** A read under this confidence needs review (default DEFAULT_REVIEW_THRESHOLD). */
  reviewThreshold?: number;
  /**
   * false: a scanned page is never OCRed whole; a value not found in the widening regions around
   * its placement is not looked for on the rest of the page (a quick read of a few zones, such as
   * the formats a document shows). Default true.
   */
  wholePage?: boolean;
  /**
   * false: the sample's totals of its table columns are not learnt (`column-totals.ts`); set on
   * the sample's own read, which learns them. Default true.
   */
  columnTotals?: boolean;
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

/** The word source of each page, made once per extraction (a page read for a table's continuation and for its own placements is OCRed once). */
interface PageSources {
  of(page: number, regions?: readonly FractionBox[]): WordSource;
  /** True when the region of a page still to be OCRed holds a table bordered between columns. */
  bordered(page: number, region: FractionBox): Promise<boolean>;
  /** Whether a scanned page may be OCRed whole (`ExtractOptions.wholePage`). */
  wholePage: boolean;
}

/**
 * A page's width over its height in what its fractions are fractions of: a text page's points, a
 * scan's image as read (upright, and for a photo the sheet found in it). A scan already read whole
 * (a sample's) is taken as its file's pixels, stood upright: its image is not built again for this.
 */
const aspectOf = async (
  document: EngineDocument | undefined,
  pageNumber: number,
): Promise<number | undefined> => {
  const page = document?.pages[pageNumber - 1];
  if (!document || !page) return undefined;
  const onSide = page.turn === 90 || page.turn === 270;
  const { width, height } =
    page.source === 'ocr' && !page.complete
      ? await sourceImage(document, pageNumber)
      : onSide
        ? { width: page.height, height: page.width }
        : page;
  return height > 0 ? width / height : undefined;
};

/**
 * How much taller the same print is in a page's fractions than in the sample page's: 1 on a page
 * shaped as the sample's; a phone's screenshot of an A4 sheet (1080 x 2400 pixels against the
 * sample's 595 x 842 points) 0.64, its lines closer together in fractions of its height.
 */
const pageStretch = async (document: EngineDocument, sample: EngineDocument | undefined, page: number) => {
  const [own, sampled] = await Promise.all([aspectOf(document, page), aspectOf(sample, page)]);
  return own && sampled ? own / sampled : 1;
};

const pageSources = (
  document: EngineDocument,
  pool: OcrPool,
  wholePage: boolean,
  sample: EngineDocument | undefined,
): PageSources => {
  const made = new Map<number, WordSource>();
  return {
    of: (page, regions = []) => {
      let source = made.get(page);
      if (!source) {
        let stretch: Promise<number> | undefined;
        source = {
          ...wordSource(document, page, pool, regions),
          stretch: () => {
            stretch ??= pageStretch(document, sample, page);
            return stretch;
          },
        };
        // Without whole pages, a scan's widest search adds nothing to the zones already read.
        if (!wholePage && !document.pages[page - 1]?.complete) source = { ...source, all: async () => [] };
        made.set(page, source);
      }
      return source;
    },
    bordered: async (page, region) => {
      const onPage = document.pages[page - 1];
      return onPage !== undefined && !onPage.complete && bordersColumns(document, page, region);
    },
    wholePage,
  };
};

/**
 * The single amounts the sample prints as the sums of its table columns, learnt from the sample's
 * own read (its text layer, or its page OCRed whole, as its captions are): only where a scanned
 * page may need them checked and the placements hold a single amount and a table's amount column.
 */
const sampleTotals = async (
  document: EngineDocument,
  placements: readonly Placement[],
  ocrPages: ReadonlySet<number>,
  options: ExtractOptions,
): Promise<ColumnTotal[]> => {
  if (!options.sample || options.columnTotals === false || ocrPages.size === 0) return [];
  const amounts = placements.filter((p) => AMOUNT_TYPES.has(p.type));
  if (!amounts.some((p) => p.group === undefined) || !amounts.some((p) => p.group !== undefined)) return [];
  if (options.sample === document) return [];
  return columnTotalsOf(await extract(options.sample, placements, { ...options, columnTotals: false }));
};

/** How many lines the sample prints in a placement (undefined when it prints nothing there). */
const linesOf = (sampleText: string | undefined): number | undefined =>
  sampleText?.split('\n').filter((line) => line.trim()).length || undefined;

/**
 * What each placement's value is never: its anchors' texts and the names the template gives its
 * labels (each label's name, caption and aliases). Not a text the sample prints as a value: a
 * caption guessed beside a rectangle may be another field's value ("SOUTHERN CROSS ..." over the
 * buyer's line: the consignee's name), and the captions guessed for other placements are not taken.
 */
const captionsOf = (
  anchors: ReadonlyMap<Placement, readonly Anchor[]>,
  sampleTexts: ReadonlyMap<Placement, string>,
): Map<Placement, string[]> => {
  const key = (text: string) => tokensOf(text).join(' ');
  const values = new Set([...sampleTexts.values()].map(key));
  const names = [...anchors.keys()].flatMap((p) => [
    p.label,
    ...(p.caption ? [p.caption] : []),
    ...(p.aliases ?? []),
  ]);
  return new Map(
    [...anchors].map(([placement, own]) => [
      placement,
      [...new Set([...own.map((a) => a.text), ...names])].filter((text) => !values.has(key(text))),
    ]),
  );
};

/**
 * For each single placement, the other placements' captions the sample prints after its value on
 * the value's line ("P/L Date" after the packing-list number): a longer value ends before them.
 */
const followingCaptions = (anchors: ReadonlyMap<Placement, readonly Anchor[]>): Map<Placement, string[]> =>
  new Map(
    [...anchors.keys()]
      .filter((p) => p.group === undefined)
      .map((placement) => {
        const rect = rectToBox(placement);
        const after = [...anchors]
          .filter(([other]) => other !== placement && other.page === placement.page)
          .flatMap(([, list]) => list.filter((a) => a.printed !== false))
          .filter((a) => a.box.x0 >= rect.x1 - 0.004 && verticalOverlap(a.box, rect) >= 0.5)
          .map((a) => a.text);
        return [placement, after];
      }),
  );

const readPage = async (
  page: number,
  placements: Placement[],
  anchors: Map<Placement, Anchor[]>,
  sample: {
    words: Word[] | undefined;
    texts: ReadonlyMap<Placement, string>;
    open: ReadonlyMap<Placement, OpenSides>;
    /** What each placement's value is never (`captionsOf`). */
    captions: ReadonlyMap<Placement, string[]>;
  },
  sources: PageSources,
  options: NormalizeOptions,
): Promise<RawRead[]> => {
  const { texts: sampleTexts, open, captions } = sample;
  const singles = placements.filter((p) => p.group === undefined);
  const groups = groupsOf(placements);
  // A table bordered between columns has its rows read apart, ruled (docs/engine-reading.md):
  // only its header line is planned with the other zones, so the fields around it keep tight zones.
  // Its rows tell, not its header: a header of bordered cells may stand over rows with none.
  const bordered = new Map<Placement[], boolean>();
  for (const group of groups.values())
    bordered.set(group, await sources.bordered(page, groupFirstRegions(group, anchors, true)[1]!));
  const regions = [
    ...singles.map((p) => firstRegion(p, anchors.get(p) ?? [])),
    ...[...groups.values()].flatMap((group) =>
      bordered.get(group)
        ? groupFirstRegions(group, anchors, true).slice(0, 1)
        : groupFirstRegions(group, anchors, false),
    ),
  ];
  const source = sources.of(page, regions);
  // A page still to be OCRed that may be read whole: whether its print moved as a whole is told by its single placements' tight zones.
  const moved =
    source.ocr && sources.wholePage && regions.length > 0
      ? pageMoved(singles.length, () => source.moved?.())
      : undefined;
  const reads: Array<Promise<RawRead[]>> = [
    ...singles.map((p) =>
      readSingle(
        p,
        anchors.get(p) ?? [],
        source,
        options,
        linesOf(sampleTexts.get(p)),
        open.get(p),
        captions.get(p),
        moved,
      ).then((r) => [r]),
    ),
    ...[...groups.values()].map(async (group) =>
      readGroup(
        group,
        anchors,
        moved ? afterVerdict(source, moved.verdict) : source,
        bordered.get(group) === true,
        sample.words ? await leftOutLines(group, anchors, sample.words) : undefined,
      ),
    ),
  ];
  const lines = (p: Placement) => linesOf(sampleTexts.get(p));
  const followed = await followTables(
    (await Promise.all(reads)).flat(),
    groups,
    anchors,
    sample.words,
    source,
    lines,
  );
  const fits = (p: Placement, words: readonly Word[]) =>
    cellFits(p, words, source.ocr, options, captions.get(p) ?? []);
  return moveWithNeighbours(await tellTwinsApart(followed, source, fits, lines), source, fits, lines);
};

/** A line saying a table goes on over the page ("--- bersambung ke halaman 2 ---", "continued"). */
const CONTINUED = /\b(BERSAMBUNG|CONTINUED|CONT'D|CARRIED FORWARD|NEXT PAGE|HALAMAN BERIKUT)/i;

/** True when the page says, under the table's last row, that the table goes on over the page. */
const saysContinued = async (rows: readonly RawRead[], source: WordSource): Promise<boolean> => {
  if (rows.length === 0) return false;
  const bottom = Math.max(...rows.map((r) => r.box.y1));
  const under = await source.around({
    x0: fraction(0),
    y0: fraction(bottom),
    x1: fraction(1),
    y1: fraction(1),
  });
  return CONTINUED.test(under.map((w) => w.text).join(' '));
};

/**
 * Tables that go on over their page, under a repeated header (they reach the bottom of the page,
 * or a line under them says so): their rows on the following pages, numbered after those already
 * read. And tables moved whole onto a later page (`moved`): on a document of more pages than the
 * sample (`samplePages`), a table whose key column reads nothing on its page is read from the first
 * later page where its headers are found (a PEB's goods on its "LEMBAR LANJUTAN", the first sheet
 * saying only how many items there are); the rows read on its own page are dropped.
 */
const readContinuations = async (
  document: EngineDocument,
  placements: readonly Placement[],
  raws: readonly RawRead[],
  anchors: Map<Placement, Anchor[]>,
  sources: PageSources,
  sampleWordsOf: (page: number) => Promise<Word[] | undefined>,
  samplePages: number | undefined,
): Promise<{ continued: RawRead[]; moved: Set<string> }> => {
  const continued: RawRead[] = [];
  const moved = new Set<string>();
  for (const [group, columns] of groupsOf(placements)) {
    const page = columns[0]?.page ?? 1;
    let rows = raws.filter((r) => r.placement.group === group);
    // Rows over the page are read as the first page's: a text column's lines left out of its
    // rectangle (an HS line under each description) stay out there too.
    let asDrawn: AsDrawn | undefined;
    const drawnAs = async (): Promise<AsDrawn> => {
      if (!asDrawn) {
        const sample = await sampleWordsOf(page);
        asDrawn = sample ? await leftOutLines(columns, anchors, sample) : new Map();
      }
      return asDrawn;
    };
    let next = page + 1;
    const key = columns[keyOf(columns)];
    const keyless = rows.filter((r) => r.placement === key).every((r) => r.words.length === 0);
    if (keyless && samplePages !== undefined && document.pages.length > samplePages) {
      for (let later = page + 1; later <= document.pages.length; later++) {
        const found = await readContinuation(columns, anchors, sources.of(later), 0, await drawnAs());
        if (found.length === 0) continue;
        moved.add(group);
        rows = found;
        continued.push(...rows.map((r) => ({ ...r, page: later })));
        next = later + 1;
        break;
      }
    }
    for (
      ;
      next <= document.pages.length && (runsOver(rows) || (await saysContinued(rows, sources.of(next - 1))));
      next++
    ) {
      const after = Math.max(0, ...rows.map((r) => r.row ?? 0));
      rows = await readContinuation(columns, anchors, sources.of(next), after, await drawnAs());
      continued.push(...rows.map((r) => ({ ...r, page: next })));
    }
  }
  return { continued, moved };
};

/**
 * Types whose values are names written out, of any length: a longer one than the sample's runs on
 * past the box drawn around it ("UNITED STATES" where the sample printed "GERMANY").
 */
const NAMES: ReadonlySet<DataType> = new Set(['text', 'port', 'country']);

/**
 * A text whose sample value ends with a comma ("SEMARANG," before the date in a "Place and date of
 * issue" box): the comma parts the value from the next field, so the value ends at its first word
 * closed by one ("JAKARTA, DEC 02, 2026" reads "JAKARTA"), without it. Other texts as they are.
 */
const endsAtComma = (words: readonly Word[], sampleText: string | undefined): Word[] => {
  if (!sampleText?.trim().endsWith(',')) return [...words];
  const at = words.findIndex((w) => w.text.endsWith(','));
  if (at < 0) return [...words];
  const last = words[at]!;
  return [...words.slice(0, at), { ...last, text: last.text.slice(0, -1) }];
};

/** True when a line of a name ends with its legal form ("HARBOUR HOME PTY LTD"; not "TRADING CO.,"). */
const endsWithLegalForm = (line: ReadonlyArray<Pick<Word, 'text'>>): boolean => {
  const last = line.at(-1);
  return last !== undefined && isLegalForm(last) && !/[,&]$/.test(last.text);
};

/** The index of the line a name ends on: the first ending with its legal form and not followed by a line of legal forms alone. */
const nameEnd = (lines: ReadonlyArray<ReadonlyArray<Pick<Word, 'text'>>>): number =>
  lines.findIndex(
    (line, i) => endsWithLegalForm(line) && !(lines[i + 1]?.length && lines[i + 1]!.every(isLegalForm)),
  );

/**
 * A name that ends with its legal form on a line where the sample's name, filling its rectangle,
 * went on to the next ("OUTBACK LIVING IMPORTS PTY" over "LTD"): the rectangle drawn around the
 * sample's two lines holds this name's line and the address's first ("HARBOUR HOME PTY LTD" over
 * "12 Bourke Road"), so the name ends there. Where the sample's rectangle holds more than its name
 * (an address drawn in on purpose), or a name with no legal form, the lines stay as read.
 */
export const endsAtLegalForm = (words: readonly Word[], sampleText: string | undefined): Word[] => {
  const sampleLines = (sampleText ?? '').split('\n').map((line) =>
    line
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => ({ text })),
  );
  if (sampleLines.length < 2 || nameEnd(sampleLines) !== sampleLines.length - 1) return [...words];
  const lines = toLines(words);
  const at = nameEnd(lines.map((line) => line.words));
  return at < 0 || at === lines.length - 1
    ? [...words]
    : lines.slice(0, at + 1).flatMap((line) => line.words);
};

/** A text-layer word's width shared evenly by its characters. */
const characterWidth = (word: Word): number => (word.box.x1 - word.box.x0) / word.text.length;

/** The longest prefix a sample's value may carry joined to it, outside its rectangle ("VOY." of "VOY.0612W"). */
const PREFIX_MAX = 5;

/**
 * What the sample prints joined before its value, in the same word, and left out of the rectangle
 * drawn on it: "V." of "V.0612W" where the voyage's rectangle starts at "0612W". Up to a
 * punctuation mark near where the rectangle cuts the word (a text layer spreads a word's width over
 * its characters evenly); none when the rectangle holds its first word whole.
 */
const joinedPrefix = (inBox: readonly Word[], rect: FractionBox): string | undefined => {
  const first = toLines(inBox)[0]?.words[0];
  if (!first || first.text.length < 2) return undefined;
  const outside = (rect.x0 - first.box.x0) / characterWidth(first);
  if (outside < 0.5) return undefined;
  const mark = [...first.text.slice(0, PREFIX_MAX)].findIndex(
    (c, i) => /[.:#/-]/.test(c) && Math.abs(i + 1 - outside) <= 1.5,
  );
  return mark >= 0 && mark + 1 < first.text.length ? first.text.slice(0, mark + 1) : undefined;
};

/** A read without the prefix the sample prints joined before its value (`joinedPrefix`). */
const withoutPrefix = (words: readonly Word[], prefix: string | undefined): Word[] => {
  const [first, ...rest] = words;
  if (!first || !prefix || first.text.length <= prefix.length) return [...words];
  if (!first.text.toUpperCase().startsWith(prefix.toUpperCase())) return [...words];
  const x0 = fraction(first.box.x0 + characterWidth(first) * prefix.length);
  return [{ ...first, text: first.text.slice(prefix.length), box: { ...first.box, x0 } }, ...rest];
};

/**
 * What the sample prints joined after its value, in the same word, and left out of the rectangle
 * drawn on it: "/13" of "GA880/13" where the flight's rectangle ends at "GA880" (an air waybill's
 * flight and day). From a punctuation mark near where the rectangle cuts the word, as its shape:
 * the mark, then digits or letters as many as the sample's ("/13" is a mark and two digits, another
 * day on another document). None when the rectangle holds its last word whole.
 */
const joinedSuffix = (inBox: readonly Word[], rect: FractionBox): RegExp | undefined => {
  const last = toLines(inBox).at(-1)?.words.at(-1);
  if (!last || last.text.length < 2) return undefined;
  const outside = (last.box.x1 - rect.x1) / characterWidth(last);
  if (outside < 0.5) return undefined;
  const from = last.text.length - PREFIX_MAX;
  const mark = [...last.text].findLastIndex(
    (c, i) => i >= from && i > 0 && /[.:#/-]/.test(c) && Math.abs(last.text.length - i - outside) <= 1.5,
  );
  const rest = last.text.slice(mark + 1);
  if (mark < 0 || !/^[\p{L}\d]+$/u.test(rest)) return undefined;
  const shape = rest.replace(/[\p{L}\d]/gu, (c) => (/\d/.test(c) ? '\\d' : '\\p{L}'));
  return new RegExp(`${last.text[mark] === '.' ? '\\.' : last.text[mark]}${shape}$`, 'u');
};

/** A read without what the sample prints joined after its value (`joinedSuffix`). */
const withoutSuffix = (words: readonly Word[], suffix: RegExp | undefined): Word[] => {
  const last = words.at(-1);
  const match = last && suffix ? suffix.exec(last.text) : null;
  if (!last || !match || match.index === 0) return [...words];
  const x1 = fraction(last.box.x1 - characterWidth(last) * (last.text.length - match.index));
  return [
    ...words.slice(0, -1),
    { ...last, text: last.text.slice(0, match.index), box: { ...last.box, x1 } },
  ];
};

/** True for a port or country read as one the reference lists know (its code). */
const knownPlace = (type: DataType, value: unknown, options: NormalizeOptions): boolean =>
  typeof value === 'string' &&
  ((type === 'port' && isKnownPort(value, options.reference?.port)) ||
    (type === 'country' && isKnownCountry(value, options.reference?.country)));

/** True when `word` is the letters a word of letters, then digits, opens with ("V" or "V." of "V.2612N"). */
const opensCloser = (word: string, closer: string): boolean => {
  const lead = /^(\p{L}+)[.:#/-]?\p{N}/u.exec(closer)?.[1];
  return lead !== undefined && word.replace(/[.:#/-]$/, '') === lead;
};

/** Words a name does not end with: what follows them was printed on the next line (a separator standing alone, "/", parts two values). */
const DANGLING: ReadonlySet<string> = new Set(['&', 'AND', 'DAN', 'OF', 'THE', 'FOR']);
/**
 * Words a name does not start with: what stood before them was not read, or the read is the
 * end of a title ("DAN PEMBELI" of a PEB's "DATA PENERIMA DAN PEMBELI", read as the consignee on
 * outside-19-scan set 3's night photo).
 */
const OPENING_DANGLING: ReadonlySet<string> = new Set(['&', 'AND', 'DAN', 'OF']);

/**
 * True when a text value may have been cut short (a text layer's too: a longer value than the
 * sample's runs past the box drawn on it): a word is printed right before its first
 * word, or right after its last (unless that word is the one the sample prints there, or of its
 * shape: `closes`; or the value was ended at another label's caption, or that word is such a caption);
 * or the value may go on, wrapped, on the next line (`wrapsOn`; or that line is in the value's own
 * print where the sample's is not: `underOf`), or ends with a word a name does not end with, or
 * starts with one it does not start with.
 */
const cutShort = (
  raw: RawRead,
  ocr: boolean,
  read: readonly Word[],
  kept: readonly Word[],
  captions: readonly string[],
  closer: string | undefined,
  open: OpenSides | undefined,
): boolean => {
  // A code printed a character to a box has as many characters as boxes.
  if (boxedCharacters(read)) return false;
  // The value ends with the letters the sample's next word opens with, before its digits ("SITC
  // KEELUNG V" where the sample prints "... V.2612N", outside-12-scan set 3's packing list, sure
  // before): the next field's prefix, read as the value's where its mark was lost.
  if (closer !== undefined && opensCloser(kept.at(-1)?.text ?? '', closer)) return true;
  const { left, right, wraps } = raw.beside ?? {};
  // The sample's own value would look wrapped too: the layout says nothing then; nor when the line
  // under it is another field's behind its own caption, as on the sample.
  if (wraps && !open?.wraps && !(open?.underCaptioned && raw.beside?.underCaptioned)) return true;
  // A line in the value's own print under it, where the sample prints one clearly in another (its
  // address in smaller type) or nothing: the value's rest, wrapped ("PT SAMUDERA MINA" over "BITUNG
  // SEJAHTERA"). A text layer's heights are its fonts' sizes, so there a sample's line merely not
  // alike (9 pt under a 10 pt name) is another print too.
  const printedOtherwise = open?.under === 'other' || (!ocr && open?.under === 'unclear');
  // A line behind a caption of its own is another field's (the next row of a table of parties).
  if (
    raw.beside?.under === 'alike' &&
    !raw.beside.underCaptioned &&
    open &&
    (open.under === undefined || printedOtherwise)
  )
    return true;
  // A line in capitals alone under a name in capitals not ended by its legal form, where the
  // sample's line there is typed in small letters (its address): the name's rest, wrapped ("PT
  // INDUSTRI OLEOKIMIA DAN TURUNAN" over "SAWIT RIAU PERSADA NUSANTARA", bold over the address).
  const lastWord = kept.at(-1);
  if (
    raw.beside?.underCapitals &&
    !raw.beside.underCaptioned &&
    open?.underSmall &&
    capitalsOnly(kept) &&
    lastWord &&
    !isLegalForm(lastWord)
  )
    return true;
  // A line wrapped onto the next that runs on past what was taken: its end was cut off.
  if (raw.beside?.broken) return true;
  if (DANGLING.has(lastWord?.text.toUpperCase() ?? '')) return true;
  if (OPENING_DANGLING.has(kept[0]?.text.toUpperCase() ?? '')) return true;
  const opener = open?.from;
  if (left && !(opener !== undefined && closes(left.text, opener))) return true;
  // On a scan, where the sample prints a word right after the value, the next word on its line a
  // little further than a space: that word, or one of its shape, is the next field's; another may
  // be the value's own (outside-2-scan's vessel read "SEASPAN", "OSPREY" 1.3 line heights after it,
  // where the sample prints "KOTA RESTU V.0612W").
  const next = raw.beside?.next;
  if (ocr && !right && next && closer !== undefined && !closes(next.text, closer)) return true;
  // A word after the value that begins another field's caption ("Document Date" right after an
  // invoice number longer than the sample's) ends it.
  if (
    !right ||
    raw.beside?.rightCaption ||
    kept.length < read.length ||
    (closer !== undefined && closes(right.text, closer))
  )
    return false;
  return cutAtCaptions([...read, right], captions).includes(right);
};

/** The marks a code's parts are joined by ("TBA-PL-26-1147", "INV/2026/001"). */
const CODE_MARKS = /[-/.]/g;

/** Digits OCR reads for letters, and letters for digits. */
const DIGIT_LOOKALIKES = /[0158]/;
const LETTER_LOOKALIKES = /[OIlSB]/;

/** True when `c` is a digit that looks like a letter where `own` is a letter, or a letter that looks like a digit where `own` is a digit. */
const swapped = (c: string, own: string): boolean =>
  (/\p{L}/u.test(own) && DIGIT_LOOKALIKES.test(c)) || (/\p{N}/u.test(own) && LETTER_LOOKALIKES.test(c));

/**
 * True when a part of the read code holds a digit that looks like a letter where the sample's part
 * is letters only ("X1" where the sample prints "XI", a month in Roman numerals), or a letter that
 * looks like a digit where the sample's is digits only; the parts compared one by one, as many.
 */
const unlikeParts = (read: string, printed: string): boolean => {
  const parts = (t: string) => t.split(CODE_MARKS);
  const readParts = parts(read);
  const printedParts = parts(printed);
  if (readParts.length !== printedParts.length || readParts.length < 2) return false;
  return readParts.some((part, i) => {
    const own = printedParts[i] ?? '';
    if (/^\p{L}+$/u.test(own))
      return /\p{N}/u.test(part) && [...part].every((c) => /\p{L}/u.test(c) || DIGIT_LOOKALIKES.test(c));
    if (/^\p{N}+$/u.test(own))
      return /\p{L}/u.test(part) && [...part].every((c) => /\p{N}/u.test(c) || LETTER_LOOKALIKES.test(c));
    return false;
  });
};

/**
 * True when `read` has a digit lookalike where `printed` has a letter, or the reverse: at the same
 * place in a code as long, or where the letters before the digits end one character before or after
 * the sample's ("PLMTA026100455" read where the sample's code is six letters and digits,
 * "CBNMEL2611902": its "0" ends the letters early).
 */
const unlikeKinds = (read: string, printed: string): boolean => {
  if (read.length === printed.length) return [...read].some((c, i) => swapped(c, printed[i] ?? ''));
  // A voyage's direction letter may close the digits ("SA2611S").
  const letters = (t: string) => /^\p{Lu}+(?=\d+\p{Lu}?$)/u.exec(t)?.[0].length;
  const [own, found] = [letters(printed), letters(read)];
  // One character apart: another issuer's code differs from the sample's by more, as often as not.
  if (own === undefined || found === undefined || Math.abs(own - found) !== 1) return false;
  const at = Math.min(own, found);
  return swapped(read[at] ?? '', printed[at] ?? '');
};

/**
 * A container's size and type as documents print it beside its number ("20'GP", "40 HC", "40'HQ",
 * "20FT DV"), or its ISO 6346 size-type code ("22G1", "45G1", "45R1").
 */
const CONTAINER_TYPE =
  /^(?:(?:20|40|45)\s*(?:['\u2019\u2032]|FT\b|FEET\b)?\s*(?:GP|HC|HQ|DC|DV|RF|RH|OT|FR|TK|SD|ST|STD)|[24L][2-5][GRUPT][0-9])$/i;

/** A code of capitals and digits, both, with no marks or spaces, at least `min` characters long. */
const capitalsAndDigits = (text: string, min: number): boolean =>
  text.length >= min && /^(?=.*\p{Lu})(?=.*\d)[\p{Lu}\d]+$/u.test(text);

/**
 * How a scanned read of a code differs from the code the sample prints (one word with digits and
 * marks: a document number): 'mark' when a space stands where the sample has a mark ("TBA
 * EX-26-1147": a hyphen OCR lost), 'cut' when it has no mark left and is under 60% of the sample's
 * length ("1147" for "TBA-PL-26-1147": its first parts too faint to read) or when it ends in a
 * serial padded with zeros shorter than the sample's ("/04" for "/0318"), 'shape' when a part of
 * it mixes a lookalike into letters or digits where the sample's part is of one kind ("RRN/INV/0412/
 * X1/2026" where the sample prints ".../XI/...", "0B" where it prints FOB, "PLMTA026..." where it
 * prints "PLMTAO26...") or when it reads no digit where the sample's code has three or more;
 * 'split' when a code of capitals and digits the sample prints as one word reads as several;
 * 'width' when a number of digits only reads with another count of digits (not in a table, `inTable`:
 * its rows number items of many kinds, "100234" and "1002345"); otherwise undefined.
 */
export const unlikeCode = (
  text: string,
  sampleText: string | undefined,
  inTable = false,
): 'mark' | 'cut' | 'shape' | 'split' | 'width' | undefined => {
  const spaced = sampleText?.trim() ?? '';
  // A code the sample prints letter-spaced ("C B N M E L 2 6 1 1 9 0 2") is that code.
  const printed = /^(\S )+\S$/.test(spaced) ? spaced.replaceAll(' ', '') : spaced;
  const read = text.trim();
  // A container's size and type read where the sample's value is a code of another kind: the
  // cell's next line (the seal's "ASL0931877" read "20'GP", outside-18-scan's packing list, set 4).
  if (printed && CONTAINER_TYPE.test(read) && !CONTAINER_TYPE.test(printed)) return 'shape';
  // A number of digits only, as an issuer's system numbers its documents ("9400018231"), read with
  // another count of digits: such a numbering keeps one width ("940018317", a zero lost,
  // outside-16-scan set 2's packing list, sure before).
  if (!inTable && /^\d{6,}$/.test(printed) && /^\d+$/.test(read) && read.length !== printed.length)
    return 'width';
  // A short code of capitals (an incoterm, a currency) read with a digit or a small letter in it
  // ("0B", "FoB" for FOB).
  if (/^\p{Lu}{2,5}$/u.test(printed) && /^\S+$/.test(read) && /[\p{N}\p{Ll}]/u.test(read)) return 'shape';
  // An Incoterm's code in a text placement read as three capitals that are none ("CIE" for CIF,
  // outside-8-scan): a letter misread.
  if (
    /^\p{Lu}{3}$/u.test(printed) &&
    incotermParts(printed) &&
    /^\p{Lu}{3}$/u.test(read) &&
    !incotermParts(read)
  )
    return 'shape';
  // A code of capitals and digits with no marks ("PLMTAO26100234", a voyage's "047N"), read as long
  // with a lookalike where the sample prints the other kind ("PLMTA026100455", "O47N").
  if (capitalsAndDigits(printed, 4) && unlikeKinds(read, printed)) return 'shape';
  // A voyage's number and its direction letter ("2641N") read as digits only, the last a letter's
  // lookalike ("09265" for 0926S): the letter read as a digit, at any length.
  if (/^\d+\p{Lu}$/u.test(printed) && /^\d+$/.test(read) && DIGIT_LOOKALIKES.test(read.at(-1) ?? ''))
    return 'shape';
  // The same code read as two words or more ("KMTCPUS6 184352"): a space OCR put inside it, or
  // a word it lost between two parts; the parts cannot be joined safely.
  if (capitalsAndDigits(printed, 6) && /^[\p{Lu}\d]+(?: [\p{Lu}\d]+)+$/u.test(read)) return 'split';
  // A short one (a voyage's "2641N") read as words with marks ("POR: 07 LOADI,"C", outside-5-scan:
  // the caption's line beside it): no code of its kind.
  if (capitalsAndDigits(printed, 4) && /\s/.test(read) && /[^\p{L}\p{N}\s]/u.test(read)) return 'shape';
  // Read one or two characters short, the rest of the sample's shape and its letters before the
  // digits the sample's last ones: its first characters, at the box's edge, lost ("RNB26BIT004719"
  // for MRNB26BIT004719, outside-8-scan; another carrier's "MEDU..." is no such read).
  const lead = (t: string) => /^\p{Lu}*/u.exec(t)?.[0] ?? '';
  const rest = printed.slice(printed.length - read.length);
  if (
    capitalsAndDigits(printed, 8) &&
    /^\p{Lu}[\p{Lu}\d]+$/u.test(read) &&
    read.length < printed.length &&
    read.length >= printed.length - 2 &&
    shapeOf(rest) === shapeOf(read) &&
    lead(rest) === lead(read)
  )
    return 'cut';
  // A code of one word with digits ("SSC2261437", "MRR/PL/2611/041") read with none: a word of
  // another field where the box moved ("PADANG", the port printed over the seal's line).
  if (/^\S+$/.test(printed) && (printed.match(/\d/g)?.length ?? 0) >= 3 && read && !/\d/.test(read))
    return 'shape';
  // The same issuer's code of capitals and digits (the same letters before the digits) read two
  // characters or more shorter: its last digits were lost ("SAL1239" where the sample prints "SAL118204").
  const issuer = (t: string) => (/^[\p{Lu}\d]+$/u.test(t) ? /^\p{Lu}{2,}(?=\d)/u.exec(t)?.[0] : undefined);
  if (issuer(printed) && issuer(printed) === issuer(read) && read.length <= printed.length - 2) return 'cut';
  if (!printed || !/\d/.test(printed) || !/[-/.]/.test(printed) || !read) return undefined;
  // A serial the sample pads with zeros ("BLK/PL/26/0318") read padded too, and shorter
  // ("OKR-PL/2026/11/04" for .../0457, outside-5-scan): its last digits lost where a crop ended.
  // A numbering pads its serials to one width, the sample's issuer and another alike.
  const serial = (t: string) => (/^\S+$/.test(t) ? /[-/.](0\d*)$/.exec(t)?.[1] : undefined);
  const [ownSerial, readSerial] = [serial(printed), serial(read)];
  if (ownSerial && readSerial && ownSerial.length >= 3 && readSerial.length < ownSerial.length) return 'cut';
  // A code printed among other words ("No. RRN/INV/0412/XI/2026"): its parts only.
  if (/\s/.test(printed)) {
    const code = (t: string) => {
      const codes = t.split(/\s+/).filter((w) => /\d/.test(w) && /[-/.]/.test(w) && /\p{L}/u.test(w));
      return codes.length === 1 ? codes[0] : undefined;
    };
    const [own, found] = [code(printed), code(read)];
    return own && found && unlikeParts(found, own) ? 'shape' : undefined;
  }
  const marks = (t: string) => t.match(CODE_MARKS)?.length ?? 0;
  // Another issuer's numbering differs in its parts ("BK-0726-31"): only a read that lost them all,
  // or read a mark as a space, is doubted.
  if (marks(read) === 0 && marks(printed) >= 2 && read.length < 0.6 * printed.length) return 'cut';
  const spaces = read.match(/\s+/g)?.length ?? 0;
  if (spaces > 0 && marks(read) + spaces === marks(printed)) return 'mark';
  return unlikeParts(read, printed) ? 'shape' : undefined;
};

/** True when the word printed right before an amount read is a number ending at a separator ("18,"). */
export const splitBefore = (raw: Pick<RawRead, 'beside'>, words: readonly Word[]): boolean =>
  /\d[.,]$/.test(raw.beside?.left?.text ?? '') && /^\d/.test(toLines(words)[0]?.words[0]?.text ?? '');

/** A tariff code as documents print it, with its points ("4412.31.00", "0901.11.10.00"). */
const DOTTED_HS = /(?<![\d.])\d{4}\.\d{2}\.\d{2}(?:\.\d{2})?(?![\d.])/;

/**
 * 'foreign' when a text read holds a tariff code and the sample's value has none: the next
 * column's code taken into a description ("MLH, 12 MM X 910 X 1820 4412.31.00" where the sample
 * prints the description alone); otherwise undefined.
 */
export const foreignCode = (text: string, sampleText: string | undefined): 'foreign' | undefined =>
  sampleText !== undefined && DOTTED_HS.test(text) && !DOTTED_HS.test(sampleText) ? 'foreign' : undefined;

/** A postal code or a street's number range: a run of four digits or more ("59426", "550-0015"). */
const ADDRESS_NUMBER = /(?<!\d)\d{4,}(?!\d)/;

/**
 * 'address' when a value read holds a postal code where the sample's value, a name of two words or
 * more, holds no digit at all: a party's box moved onto its address ("Desa Tahunan, Kec. Tahunan,
 * Jepara 59426" for the buyer's name), or took the address's lines under the name. Only for single
 * values: a table's descriptions differ from row to row.
 */
export const addressRead = (text: string, sampleText: string | undefined): 'address' | undefined => {
  const printed = sampleText?.trim() ?? '';
  return printed.split(/\s+/).length >= 2 && !/\d/.test(printed) && ADDRESS_NUMBER.test(text)
    ? 'address'
    : undefined;
};

/** The legal forms printed after an Indonesian company's name, never alone on one: "PT ... TBK". */
const INDONESIAN_SUFFIXES = new Set(['TBK', 'PERSERO']);

/**
 * What a party's box holds where no company is named: a bill of lading's notify party "SAME AS
 * CONSIGNEE", a consignee "TO ORDER" or "TO THE ORDER OF ..." (a negotiable bill).
 */
const UNNAMED_PARTY = /^(SAME AS|TO ORDER|TO THE ORDER)\b/;

/**
 * 'cut' when a scanned read of a company's name lost the legal form the sample's name has at one
 * of its ends. The sample's opens with an Indonesian company's ("PT NIRA KELAPA SERAYU MANDIRI")
 * and the read holds none before its name: the two letters before a name printed longer than the
 * sample's were not read ("GRESIK PRIMA ... NUSANTARA TBK" for "PT GRESIK PRIMA ... TBK",
 * outside-7-scan); a name closed by a foreign legal form ("... LIMITED") is another country's
 * company, printed without one. Or the sample's closes with one ("TSUKIJI MARUHACHI SUISAN CO.,
 * LTD.") and the read ends in none and opens with no Indonesian one: the end of a name printed
 * longer was not read ("WING HING BIRD'S" for "... BIRD'S NEST COMPANY LIMITED", outside-14-scan).
 * Where the box names no company ("SAME AS CONSIGNEE") it is left as read. Scans only: on a text
 * layer nothing is lost, and a name printed without a form ("AL MANSOORI GENERAL TRADING") is so.
 */
export const lostLegalForm = (text: string, sampleText: string | undefined): 'cut' | undefined => {
  const letters = (word: string | undefined) => word?.toUpperCase().replace(/[^A-Z]/g, '') ?? '';
  const printed = sampleText?.trim().split(/\s+/) ?? [];
  const read = text.trim().split(/\s+/);
  if (printed.length < 2 || read.length < 2) return undefined;
  const prefixed = (words: readonly string[]) =>
    words.some((word) => NAME_PREFIXES.has(letters(word).toLowerCase()));
  const closed = (word: string | undefined) => word !== undefined && isLegalForm({ text: word });
  if (NAME_PREFIXES.has(letters(printed[0]).toLowerCase())) {
    if (prefixed(read)) return undefined;
    const last = read.at(-1);
    return closed(last) && !INDONESIAN_SUFFIXES.has(letters(last)) ? undefined : 'cut';
  }
  // A name, not a description closed by a unit of the same letters ("10 X 1 KG"): no digits.
  if (!closed(printed.at(-1)) || /\d/.test(sampleText ?? '') || prefixed(read) || closed(read.at(-1)))
    return undefined;
  return UNNAMED_PARTY.test(text.trim().toUpperCase()) ? undefined : 'cut';
};

/**
 * A field whose caption is on none of its page, or read as no value of its type, on a document of
 * more pages than the sample, looked for on the pages after: an invoice whose longer table pushed its totals onto page 2 ("TOTAL NET
 * WEIGHT", "FOB VALUE" at the top of the next sheet). Taken only where its caption (or an alias) is
 * found there and what is read beside it is of the label's type; else the read stays as it was.
 */
const onLaterPages = async (
  raws: RawRead[],
  document: EngineDocument,
  sample: EngineDocument | undefined,
  readOn: (raw: RawRead, page: number) => Promise<RawRead>,
  fits: (raw: RawRead, page: number) => boolean,
): Promise<RawRead[]> => {
  if (!sample || document.pages.length <= sample.pages.length) return raws;
  return Promise.all(
    raws.map(async (raw) => {
      if (raw.placement.group !== undefined || raw.page !== undefined) return raw;
      if (raw.placing?.by !== 'lost' && fits(raw, raw.placement.page)) return raw;
      for (let page = raw.placement.page + 1; page <= document.pages.length; page++) {
        const again = await readOn(raw, page);
        const by = again.placing?.by;
        if ((by === 'caption' || by === 'alias') && fits(again, page)) return { ...again, page };
      }
      return raw;
    }),
  );
};

/** The sample's value starts this close to its box's left edge (a share of the box's width) ... */
const SAMPLE_START = 0.05;
/** ... and the value read starts further in than this: its first words were not read. */
const LATE_START = 0.25;

/**
 * True when a table cell's text starts well inside its column where the sample's starts at the
 * column's left edge: a column set flush left does not start later on another document, so its
 * first words were not read (outside-5-scan set 1's photographed invoice: "30 X 105 X 4000 MM" of
 * "LAMINATED VENEER LUMBER (LVL) 30 X 105 X 4000 MM", its start under the border of a shadow, sure
 * at 0.93). Cells only: a single value's box is placed by its caption, and a caption printed as a
 * shorter alias puts the value further into its box (drift-scan: 30 right reads doubted so).
 * `box`: where the value was read; `rect`: the placement's, whose width the sample's value is set in.
 */
export const startsLate = (
  box: FractionBox,
  words: readonly Word[],
  sample: readonly Word[] | undefined,
  rect: FractionBox,
): boolean => {
  const width = rect.x1 - rect.x0;
  if (!sample || sample.length === 0 || words.length === 0 || width <= 0) return false;
  if (Math.min(...sample.map((w) => w.box.x0)) - rect.x0 > SAMPLE_START * width) return false;
  return Math.min(...words.map((w) => w.box.x0)) - box.x0 > LATE_START * width;
};

/**
 * Reads each placement on a document (docs/engine-reading.md): re-aligns each rectangle by its caption, takes
 * the words inside in reading order and normalises them by data type. Grouped placements give one
 * value per table row. Scanned pages are OCRed zonally, only around the placements.
 */
export const extract = async (
  document: EngineDocument,
  drawn: readonly Placement[],
  options: ExtractOptions = {},
): Promise<ExtractedValue[]> => {
  const pool = options.pool ?? sharedOcrPool();
  // A box drawn around a whole form cell becomes the value's own, its caption outside it.
  const placements = await Promise.all(
    drawn.map(async (p) => withCaptionOutside(p, await sampleWords(options.sample, p.page, pool))),
  );
  const anchors = new Map<Placement, Anchor[]>();
  const sampleTexts = new Map<Placement, string>();
  // What the sample prints joined before a value and outside its rectangle ("V." of "V.0612W").
  const prefixes = new Map<Placement, string>();
  // The sample's words in each placement's rectangle.
  const sampleBoxed = new Map<Placement, Word[]>();
  // And after it, outside its rectangle ("/13" of "GA880/13").
  const suffixes = new Map<Placement, RegExp>();
  // Text placements beside whose value the sample prints nothing on a side (a longer value runs on there).
  const open = new Map<Placement, OpenSides>();
  const byPage = new Map<number, Placement[]>();
  for (const placement of placements) {
    const onSample = await sampleWords(options.sample, placement.page, pool);
    const values = placements
      .filter((p) => p !== placement && p.page === placement.page)
      .map((p) => rectToBox(p));
    anchors.set(placement, withoutRowCaptions(placement, placements, anchorsOf(placement, onSample, values)));
    const rect = rectToBox(placement);
    const inBox = onSample ? wordsIn(onSample, rect) : [];
    if (onSample) sampleTexts.set(placement, readingText(inBox));
    sampleBoxed.set(placement, inBox);
    const prefix = onSample ? joinedPrefix(inBox, rect) : undefined;
    if (prefix) prefixes.set(placement, prefix);
    const suffix = onSample ? joinedSuffix(inBox, rect) : undefined;
    if (suffix) suffixes.set(placement, suffix);
    const beside = onSample && NAMES.has(placement.type) ? besideWords(onSample, rect) : undefined;
    if (onSample && beside) {
      const under = underOf(onSample, inBox);
      const below = alignedUnder(onSample, inBox);
      open.set(placement, {
        left: beside.before === null,
        right: beside.after === null,
        ...(beside.after ? { until: beside.after } : {}),
        ...(beside.before ? { from: beside.before } : {}),
        ...(wrapsOn(onSample, inBox) ? { wraps: true } : {}),
        ...(under ? { under } : {}),
        ...(below ? { underSmall: smallLetters(below) } : {}),
        ...(captionedUnder(onSample, inBox, anchors.get(placement)?.find((a) => a.printed)?.box)
          ? { underCaptioned: true }
          : {}),
        ...(wordsBeyond(onSample, valueWords(onSample, rect), rect).length > 0 ? { beyond: true } : {}),
      });
    }
    byPage.set(placement.page, [...(byPage.get(placement.page) ?? []), placement]);
  }
  const captions = captionsOf(anchors, sampleTexts);
  const following = followingCaptions(anchors);
  const sources = pageSources(document, pool, options.wholePage !== false, options.sample);
  const missingPages: Placement[] = [];
  const pages: Array<[number, Placement[]]> = [];
  for (const [page, onPage] of byPage) {
    if (page < 1 || page > document.pages.length) missingPages.push(...onPage);
    else pages.push([page, onPage]);
  }
  // Pages are read in parallel up to the OCR pool's size (a scan's zones keep every worker busy).
  const limit = pLimit(pool.size);
  const read = await Promise.all(
    pages.map(([page, onPage]) =>
      limit(async () => {
        const sample = {
          words: await sampleWords(options.sample, page, pool),
          texts: sampleTexts,
          open,
          captions,
        };
        return readPage(page, onPage, anchors, sample, sources, options);
      }),
    ),
  );
  const flat: RawRead[] = await onLaterPages(
    read.flat(),
    document,
    options.sample,
    (raw, page) =>
      readSingle(
        raw.placement,
        anchors.get(raw.placement) ?? [],
        sources.of(page),
        options,
        linesOf(sampleTexts.get(raw.placement)),
        open.get(raw.placement),
        captions.get(raw.placement),
      ),
    (raw, page) =>
      cellFits(
        raw.placement,
        raw.words,
        document.pages[page - 1]?.source === 'ocr',
        options,
        captions.get(raw.placement),
      ),
  );
  const { continued, moved } = await readContinuations(
    document,
    placements,
    flat,
    anchors,
    sources,
    (page) => sampleWords(options.sample, page, pool),
    options.sample?.pages.length,
  );
  const placedReads = [
    ...flat.filter((r) => r.placement.group === undefined || !moved.has(r.placement.group)),
    ...continued,
  ];
  // Two values the sample prints on one line, the second after the first: split where it moved.
  const mates = (
    await Promise.all(
      [...byPage].map(async ([page, onPage]) =>
        lineMatesOf(onPage, await sampleWords(options.sample, page, pool)),
      ),
    )
  ).flat();
  const raws = splitLineMates(placedReads, mates);
  // The captions the sample prints, by placement: a text value stops at another label's caption.
  const printed = [...anchors].flatMap(([placement, list]) =>
    list.filter((a) => a.printed !== false).map((a) => ({ placement, text: a.text })),
  );
  const texts = raws.map((raw) => {
    const ocr = document.pages[(raw.page ?? raw.placement.page) - 1]?.source === 'ocr';
    const cleaned = ocr ? withoutSpecks(raw.words) : raw.words;
    const others = printed.filter((c) => c.placement !== raw.placement).map((c) => c.text);
    // What the sample prints right after the value ("Voy." after the vessel) ends it on another document.
    const closer = open.get(raw.placement)?.until;
    if (closer) others.push(closer);
    const sampleText = sampleTexts.get(raw.placement);
    // The word the sample prints right before a name, read as the box's first ("Dollar (AUD)" where
    // the sample's box holds "(USD)" after "US Dollar", "/ 2611S" after a vessel's name): the value
    // starts after it. (An amount keeps its words: a currency before it is its unit.)
    const opener = open.get(raw.placement)?.from;
    const opened =
      NAMES.has(raw.placement.type) &&
      cleaned.length > 1 &&
      opener !== undefined &&
      cleaned[0]?.text === opener
        ? cleaned.slice(1)
        : cleaned;
    const captioned =
      raw.placement.type === 'text' ? cutAtCaptions(opened, others, following.get(raw.placement)) : opened;
    const unjoined = withoutSuffix(
      withoutPrefix(captioned, prefixes.get(raw.placement)),
      suffixes.get(raw.placement),
    );
    // A name ends at its legal form; a table's description is no name ("... 35 KG" over "BALES": KG
    // is a German company's form too).
    const commaEnded = raw.placement.type === 'text' ? endsAtComma(unjoined, sampleText) : unjoined;
    const words =
      raw.placement.type === 'text' && !raw.placement.group
        ? endsAtLegalForm(commaEnded, sampleText)
        : commaEnded;
    // Ended at its comma as the sample's is: what follows it is the next field, not its own.
    const atComma = words.length < unjoined.length || words.at(-1)?.text !== unjoined.at(-1)?.text;
    const scannedText = ocr && raw.placement.type === 'text';
    const read = valueText(raw.placement.type, words);
    const code = scannedText ? unlikeCode(read, sampleText, raw.placement.group !== undefined) : undefined;
    const foreign = raw.placement.type === 'text' ? foreignCode(read, sampleText) : undefined;
    const address =
      raw.placement.type === 'text' && !raw.placement.group ? addressRead(read, sampleText) : undefined;
    const form = scannedText && !raw.placement.group ? lostLegalForm(read, sampleText) : undefined;
    const doubts = [
      ...(code ? [code] : []),
      ...(form ? [form] : []),
      ...(foreign ? [foreign] : []),
      ...(address ? [address] : []),
      ...(NAMES.has(raw.placement.type) &&
      !atComma &&
      cutShort(
        // Read after its opener ("/ 2611S" after "KMTC JEBEL ALI"): what stands left of that is another field's.
        opened === cleaned ? raw : { ...raw, beside: { ...raw.beside, left: undefined } },
        ocr,
        opened,
        words,
        others,
        closer,
        open.get(raw.placement),
      )
        ? ['cut']
        : []),
      // A value does not end with a comma where the sample's does not: what followed it was not read.
      ...(raw.placement.type === 'text' && words.at(-1)?.text.endsWith(',') ? ['cut'] : []),
      ...(scannedText && splitWord(words) ? ['split'] : []),
      ...(scannedText && lostWord(words) ? ['gap'] : []),
      // Letters or digits beside a scanned text read too unsure to keep: among its words, or in its
      // box beside them ("2" of "MERATUS MEDAN 2", dropped before its words were counted).
      ...(scannedText && (droppedBeside(raw.words, words) || raw.beside?.dropped) ? ['dropped'] : []),
      // Digits beside a scanned amount dropped as specks: its thousands ("9" of "9 792,00") or more.
      ...(ocr && AMOUNT_TYPES.has(raw.placement.type) && droppedBeside(raw.words, words, /\p{N}/u)
        ? ['dropped']
        : []),
      ...(raw.disputed === 'text' ? ['disputed'] : raw.disputed === 'rows' ? ['rows'] : []),
      // Words in the box past the gap that ended a scanned value, where the sample's box has none:
      // the value's own words after some OCR did not read ("VAN" ... "OUTDOOR LIVING B.V.").
      ...(scannedText && raw.beside?.beyond && !open.get(raw.placement)?.beyond ? ['cut'] : []),
      ...(scannedText && misordered(words) ? ['order'] : []),
      ...(scannedText &&
      raw.placement.group !== undefined &&
      startsLate(raw.box, words, sampleBoxed.get(raw.placement), rectToBox(raw.placement))
        ? ['cut']
        : []),
      // An amount read after a number ending at its separator, not taken ("18," of "18,496.215", split
      // by OCR and its first part left out): the value is that number's rest.
      ...(ocr && AMOUNT_TYPES.has(raw.placement.type) && splitBefore(raw, words) ? ['cut'] : []),
    ];
    return {
      raw,
      ocr,
      words,
      doubts,
      ...applyHint(valueText(raw.placement.type, words), raw.placement.hint),
    };
  });
  const allText = document.pages.some((p) => p.complete)
    ? document.pages.flatMap((p) => p.words.map((w) => w.text))
    : texts.map((t) => t.text);
  // The writing the caller knows (detected when the document was read) comes first.
  const documentFormat = options.documentFormat ?? detectNumberFormat(allText);
  const dateFormat =
    options.dateFormat ??
    detectDateFormat(texts.filter((t) => t.raw.placement.type === 'date' && !t.reason).map((t) => t.text));
  const order = new Map(placements.map((p, i) => [p, i]));
  texts.sort(
    (a, b) =>
      (order.get(a.raw.placement) ?? 0) - (order.get(b.raw.placement) ?? 0) ||
      (a.raw.row ?? 0) - (b.raw.row ?? 0),
  );
  const threshold = options.reviewThreshold ?? DEFAULT_REVIEW_THRESHOLD;
  const normalizeOptions = { ...options, documentFormat, dateFormat };
  const sampleWriting = detectNumberFormat([...sampleTexts.values()]);
  const contextOf = (placement: Placement) => ({
    captions: captions.get(placement) ?? [],
    sampleText: sampleTexts.get(placement),
    ...(sampleWriting && { sampleWriting }),
  });
  const assessed = texts.map(({ raw, ocr, words: wordsRead, doubts, text, reason }) => {
    const { type } = raw.placement;
    const words = settledWords(type, wordsRead);
    const value: ReadValue = reason
      ? { normalized: { value: null, reason }, fit: 0, doubts: [] }
      : readValue(type, text, ocr, normalizeOptions, contextOf(raw.placement));
    // A port or country the reference lists know was read whole enough: words cut off it change nothing.
    const known = knownPlace(type, value.normalized.value, normalizeOptions);
    const read = { ...value, doubts: [...value.doubts, ...doubts.filter((d) => d !== 'cut' || !known)] };
    const parts = {
      ocr: ocr ? ocrPart(type, read.normalized.value, words) : 1,
      anchor: anchorScore(raw.placing, ocr),
      fit: fitScore(read.fit, read.doubts),
    };
    return { raw, ocr, words, text, read, parts };
  });
  // A scanned read in doubt for what OCR made of it is read again from other pixels (confirm.ts).
  await Promise.all(
    assessed.map(async (entry) => {
      const { raw, ocr, words, read, parts } = entry;
      const { type, hint } = raw.placement;
      const refused = ocr && refusedByCheck(type, read, words);
      if (!ocr || (!refused && !worthReadingAgain(read, parts, words, threshold))) return;
      // The second read only ever adds certainty: where it cannot be made, the first read stands.
      const again = settledWords(
        type,
        withoutSpecks(await readAgain(document, raw.page ?? raw.placement.page, pool, words).catch(() => [])),
      );
      const text = applyHint(valueText(type, again), hint).text;
      const second = readValue(type, text, true, normalizeOptions, contextOf(raw.placement));
      // Where the second read is taken for the first: its check passed, or the list named it.
      const taken = refused
        ? checkedAgain(type, { ...read, text: entry.text }, parts, again, second)
        : listedAgain({ ...read, text: entry.text }, parts, again, { ...second, text });
      if (taken) {
        entry.parts = taken.parts;
        entry.read = { ...second, doubts: taken.doubts };
        entry.text = text;
      }
      if (taken || refused) return;
      const split = [
        ...(type === 'text' && splitWord(again) ? ['split'] : []),
        ...(type === 'text' && lostWord(again) ? ['gap'] : []),
      ];
      // A code read again as unlike the sample's is still doubted: the same pixels read the same.
      const code =
        type === 'text'
          ? unlikeCode(text, sampleTexts.get(raw.placement), raw.placement.group !== undefined)
          : undefined;
      // An amount's digits are its value: read again with other digits, it confirms nothing. A code's
      // lookalikes ("0OO0LU3059062" for a container) are settled by its own check.
      const digits = AMOUNT_TYPES.has(type);
      const settled = confirmed(
        { ...read, ...(digits ? { text: entry.text } : {}) },
        parts,
        again,
        {
          ...second,
          ...(digits ? { text } : {}),
          doubts: [...second.doubts, ...split, ...(code ? [code] : [])],
        },
        { text: type === 'text' },
      );
      entry.parts = settled.parts;
      entry.read = { ...read, doubts: settled.doubts };
    }),
  );
  // A sure scanned value cut where its print goes on past what the zones read, looked for in strips
  // read last and alone, so that no other read changes with them: a name wrapped onto lines under
  // it, an earlier line's print read on past its end (line-ends.ts); a description in a table's
  // last row, wrapped onto a line under it (read-group.ts).
  await Promise.all(
    assessed.map(async (entry) => {
      const { raw, ocr, words, read, parts } = entry;
      if (!ocr || read.normalized.value === null || combineConfidence(parts) < threshold) return;
      const page = raw.page ?? raw.placement.page;
      const name = NAMES.has(raw.placement.type) && raw.placement.group === undefined;
      const cut = name
        ? await runsOnPastLines(document, page, pool, words)
        : raw.lastRow !== undefined && (await wrapsPastLastRow(document, page, pool, words, raw.lastRow));
      if (!cut) return;
      entry.read = { ...read, doubts: [...read.doubts, 'cut'] };
      entry.parts = { ...parts, fit: fitScore(parts.fit, ['cut']) };
    }),
  );
  // Two fields that read one value from the same printed words, both sure: one box sits on the
  // other's value. Where one is in review already, that one is the doubt (a port of discharge
  // placed by a caption only like its own, on the port of loading's words): the other stays sure.
  const sure = assessed.filter(
    (entry) => entry.read.normalized.value !== null && combineConfidence(entry.parts) >= threshold,
  );
  const shared = sharedWords(
    sure.map((entry) => ({
      entry,
      placement: entry.raw.placement,
      page: entry.raw.page ?? entry.raw.placement.page,
      words: entry.words,
      value: entry.read.normalized.value,
    })),
    (placement) => sampleBoxed.get(placement),
  );
  for (const { entry } of shared) {
    entry.read = { ...entry.read, doubts: [...entry.read.doubts, 'shared'] };
    entry.parts = { ...entry.parts, fit: fitScore(entry.parts.fit, ['shared']) };
  }
  const values: ExtractedValue[] = assessed.map(({ raw, text, read, parts }) => {
    const { type } = raw.placement;
    const { normalized } = read;
    const confidence = normalized.value === null ? 0 : combineConfidence(parts);
    const review = normalized.value !== null && confidence < threshold;
    return {
      label: raw.placement.label,
      type,
      text,
      value: normalized.value,
      ...(normalized.unit && normalized.value !== null ? { unit: normalized.unit } : {}),
      ...(normalized.reason
        ? { reason: normalized.reason }
        : review
          ? { reason: reviewReason(parts, raw.placing, read.doubts) }
          : {}),
      confidence,
      review,
      page: raw.page ?? raw.placement.page,
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
      review: false,
      page: placement.page,
      box: { x: placement.x, y: placement.y, width: placement.width, height: placement.height },
    });
  }
  const ocrPages = new Set(document.pages.flatMap((p, i) => (p.source === 'ocr' ? [i + 1] : [])));
  // A table column's own captions: the sample's header over it, its label's names.
  const headers = new Map(
    placements
      .filter((p) => p.group !== undefined)
      .map((p) => [
        p.label,
        [
          ...(anchors.get(p) ?? []).map((a) => a.text),
          p.label,
          ...(p.caption ? [p.caption] : []),
          ...(p.aliases ?? []),
        ],
      ]),
  );
  const checked = checkColumnFormat(
    checkRowKeys(values, placements, ocrPages, threshold, headers),
    ocrPages,
    threshold,
  );
  // A table's totals and its rows' products settle each other's reads: a quantity the column's
  // total proves lets the row's product prove its amount, and an amount the product proves lets the
  // total prove another row's. Totals first and again last (a total doubts only once).
  const totals = await sampleTotals(document, drawn, ocrPages, options);
  const byTotals = (read: ExtractedValue[]) =>
    totals.length > 0 ? checkColumnTotals(read, totals, ocrPages, threshold) : read;
  return byTotals(checkRowArithmetic(byTotals(checked), ocrPages, threshold));
};
