import { distance } from 'fastest-levenshtein';
import { isKnownCountry, normalizeCountry } from '../normalize/country.ts';
import type { Normalized, NormalizeOptions } from '../normalize/index.ts';
import { isKnownPort, normalizePort } from '../normalize/port.ts';
import { weightUnitFactor } from '../normalize/weight.ts';
import { COUNTRIES } from '../reference/countries.ts';
import { CURRENCIES } from '../reference/currencies.ts';
import { formsBefore, isLegalForm, NAME_PREFIXES } from '../reference/legal-forms.ts';
import { lookupOf } from '../reference/lookup.ts';
import { PORTS } from '../reference/ports.ts';
import type { ReferenceEntry } from '../reference/types.ts';
import { AMOUNT_TYPES, type DataType } from '../types.ts';
import { notOfTypeReason, REASONS } from './confidence.ts';
import { decimalRestored, repairByType } from './repair.ts';
import { amountLooksRight, readsAsCaption, typeFit } from './type-fit.ts';

/** The value a text read for a placement gives, how well it fits its type, and what makes it doubtful. */
export interface ReadValue {
  normalized: Normalized;
  /** 0: not a value of the type (then `normalized` is null with the reason); up to 1. */
  fit: number;
  /** Repairs made to OCR text, and `amount` for an amount whose separators look wrong. */
  doubts: string[];
}

export interface ReadContext {
  /** Captions and aliases (the placement's own, and where known the template's other labels'): never a value. */
  captions: readonly string[];
  /** What the sample prints in the placement, for the writing of its amounts. */
  sampleText?: string;
  /** The writing the sample prints its amounts in (detected from its values), where they prove one. */
  sampleWriting?: 'id' | 'en';
}

/**
 * A letter next to a digit that most type faces draw like a digit ("33IN" read for "331N", "SO12"
 * for "S012"): in a text value nothing tells which it was, so the read is doubtful, not repaired.
 */
const LOOKALIKE = /\d[IlO]|[IlO]\d/;

/**
 * Zeros standing alone with capitals in a part of a code or a name ("G0" in "BLW/G0/26/014", where
 * the print says GO; "00CL" for the carrier OOCL): a part of letters only, its Os read as zeros;
 * doubted (`mixed`, a grave doubt: read at 0.82-0.84, a lookalike's repair factor left them sure)
 * unless the sample prints that part.
 */
const ZERO_AMONG_LETTERS = /(?<![\p{L}\p{N}])(?:\p{Lu}+0+|0+\p{Lu}+)(?![\p{L}\p{N}])/gu;
const zeroAmongLetters = (text: string, sampleText: string | undefined): boolean => {
  const printed = new Set(sampleText?.match(ZERO_AMONG_LETTERS) ?? []);
  return (text.match(ZERO_AMONG_LETTERS) ?? []).some((part) => !printed.has(part));
};

/**
 * A document number's month in Roman numerals, between its marks and before the year
 * ("TKM/INV/058/IX/2026", as Indonesian offices number letters and invoices), read with a one
 * for an I ("058/1X/2026", outside-5-scan's packing list; "X1", "V11"): a part of letters only with
 * a digit in it, doubted (`mixed`) whatever the sample's numbering.
 */
const ROMAN_MONTH_READ =
  /(?<=[/.-])(?=[IVX1l|]{1,4}[/.-]\d{2,4}(?!\d))(?=[1l|]*[IVX])(?=[IVX]*[1l|])[IVX1l|]{1,4}[/.-]/u;

/**
 * A number standing alone in a text, ending in "96" after another digit ("MOISTURE MAX 796" for
 * "MAX 7%", "ADMIXTURE MAX 196" for "MAX 1%"): tesseract's LSTM reads a percent sign so, with full
 * confidence. Doubted, not repaired (a text is never), unless the sample's value has one too. A
 * reference's digits ("JKTYOK499796") are no such number.
 */
const PERCENT_READ = /(?<![\p{L}\p{N}])\d+96(?![\p{L}\p{N}])/u;

/**
 * A period closing a long word at the end of a text read ("BLACK TEA LEAVES."): names, goods and
 * places do not end in a full stop, abbreviations are short ("CO.", "LTD.", "CORP."), and on a
 * scan a speck beside the last letter reads as one. Doubted unless the sample's value ends so too.
 */
const STRAY_STOP = /[A-Za-z]{5,}\.$/;

/**
 * A scanned text whose last word is the sample's last word without the full stop the sample
 * closes it with ("FORMOSA OCEAN FRESH FOODS CORP" where the sample prints "... CORP.", outside-9-scan
 * set 1's PEB, sure): a stop is the smallest mark on the page, the first a scan loses, and the same
 * word is written alike by one issuer. Every such read in session 71's field logs was wrong.
 */
const lostStop = (text: string, sampleText: string | undefined): boolean => {
  const last = text.trim().split(/\s+/).at(-1) ?? '';
  const sampleLast = sampleText?.trim().split(/\s+/).at(-1) ?? '';
  return (
    /\p{L}$/u.test(last) &&
    sampleLast.endsWith('.') &&
    sampleLast.slice(0, -1).toUpperCase() === last.toUpperCase()
  );
};

/**
 * A mark that names, goods, places and references are not written with ("INDO?", "NUSANTARA®ABADI",
 * "COFFEE.BEANS*"): on a scan, a speck or a letter misread. Letters, digits, spaces and the
 * punctuation of names, addresses and numbers are usual.
 */
const ODD_MARK = /[^\p{L}\p{N}\s.,\-/&()'"’:#+%_]/u;
/**
 * A period joining two long words with no space ("ROBUSTA COFFEE.BEANS"): abbreviations joined so
 * are short ("CO.LTD", "JL.SUDIRMAN"); on a scan, a speck in the words' space. A period and a space
 * are the same width in most faces, so only the words tell. Doubted unless the sample's value has one.
 */
const JOINING_STOP = /[A-Za-z]{5,}\.[A-Za-z]{3,}/;
/**
 * A period after a long word with more of the text after it ("HOUSING 090 SERIES. 12"): names and
 * goods are no sentences, abbreviations are short ("PVT. LTD.", "JL. SUDIRMAN"); on a scan, a comma
 * read as a period. Doubted unless the sample's value has one.
 */
const INNER_STOP = /[A-Za-z]{5,}\.\s+\S/;
/**
 * Two commas or two periods in a row ("CO,, LTD.", "CO.. LTD."), never written (three periods are an
 * ellipsis): a period or a speck read as a comma, a comma read as a period beside a period
 * (outside-12-scan set 2's PEB buyer "TOKAI MARINE FOODS CO.. LTD.", sure before).
 */
const DOUBLED_MARK = /,\s*,|(?<!\.)\.\s*\.(?!\.)/;

/** The word a vessel's name opens with ("MV", "M.V.", "MT", "KM", "SS"), alone. */
const VESSEL_PREFIX = /^(?:M\.?\s?V|M\.?\s?T|K\.?\s?M|S\.?\s?S)\.?$/i;

/**
 * The word a vessel's or a company's name opens with (`VESSEL_PREFIX`; a company's: `NAME_PREFIXES`,
 * "PT", "CV" ...), read alone: the name after it was not read (outside-16-scan set 2's PEB: the
 * vessel "MV" for MV HONG YUAN 88).
 */
const nameOpenerAlone = (text: string): boolean => {
  const word = text.trim();
  return VESSEL_PREFIX.test(word) || NAME_PREFIXES.has(word.replace(/\.$/, '').toLowerCase());
};
/**
 * A company's legal form abbreviated with a comma for its period ("OILS PVT, LTD." for PVT. LTD.):
 * such a form is written with its period ("CO., LTD.", "CORP.", "INC."); on a scan, a period read
 * as a comma.
 */
const LEGAL_FORM_COMMA = /(?<![\p{L}\p{N}.])(?:PVT|PTE|SDN|CO|CORP|INC),/u;
/**
 * A pack's multiplication sign read joined to the unit or the package before it ("454 GX12" for
 * "454 G X 12", outside-9-scan; "JARX 12" for "500 G JAR X 12", outside-10-scan): no unit or package
 * ends in an X, so the X is the sign and OCR lost a space at it. Doubted unless the sample's value
 * is written so.
 */
const JOINED_TIMES =
  /\b(?:G|GR|KG|MG|ML|CL|L|LTR|CM|MM|M|OZ|LBS?|PCS?|JARS?|BAGS?|CANS?|TINS?|BTLS?|BOTTLES?|POUCH(?:ES)?|PACKS?|SACHETS?|CTNS?|CARTONS?|BOX(?:ES)?)X(?=\s*\d)/u;
/**
 * A word of letters that opens with one consonant twice ("CCANDLENUT" for CANDLENUT, outside-scan
 * set 3) or holds a letter three times in a row ("CASSIAVERAAA" for CASSIA VERA AA, outside-2-scan):
 * tesseract's LSTM now and then reads one glyph twice, or loses the spaces between words, sure of
 * it. Names and goods are not so written; a grade of one letter ("AAA"), a Roman numeral ("VIII"),
 * codes with digits ("SSCL2610") and the L of "LLOYD" are.
 */
const repeatedLetter = (text: string): boolean =>
  text
    .toUpperCase()
    .split(/[\s,.;:()/-]+/)
    .some(
      (word) =>
        /^[A-Z]{5,}$/.test(word) &&
        (/^([B-DF-HJKMNP-TV-Z])\1/.test(word) ||
          (/([A-Z])\1\1/.test(word) && !/^([A-Z])\1*$/.test(word) && !/^[IVXLCDM]+$/.test(word))),
    );

/**
 * A word right before a company's closing legal form that is one letter off the form written there
 * (`formsBefore`: "SOUTHERN CROSS HOMEWARES BTY LTD" for PTY LTD, outside-15-scan set 3's
 * photographed invoice, sure): on a scan, that form misread. Not repaired (a text is never), doubted.
 */
const nearLegalForm = (text: string): boolean => {
  const words = text
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Z]/g, ''));
  return words.some((word, i) => {
    const before = words[i - 1];
    const forms = formsBefore(word);
    return (
      forms !== undefined &&
      before !== undefined &&
      !isLegalForm({ text: before }) &&
      forms.some((form) => distance(form, before) === 1)
    );
  });
};

/**
 * A quote opening a text read, a colon or a slash closing it ("'MERATUS JAYA", "ROBUSTA COFFEE
 * BEANS:", "PINISI SETIA/" where the vessel's box reached the voyage's separator): usual inside
 * names ("SHIPPER'S", "BB/CC") and after captions, not at a value's ends; on a scan a speck or a
 * neighbour's mark. A slash standing apart after the last word ("WAN HAI 176 /", a vessel printed
 * before its voyage's separator, outside-19-scan) is the separator itself, which the value's
 * normalisation drops: only a slash joined to the last word stays in the value.
 */
const EDGE_MARK = /^['"’‘`]|[:;]$|(?<=[\p{L}\p{N}])\/$/u;

/** Characters drawn alike in the other kind: a digit like a letter, a letter like a digit. */
const LOOKALIKE_CHARACTERS = /[018OIB]/;

/**
 * True when a nomor aju's company part (characters 7-12) changes between letters and digits more
 * than once, at a character drawn like the other kind ("0KR221" for OKR221): an exporter's code is
 * letters then digits, or one kind, and nothing in the number tells which the lookalike was.
 */
const ajuLookalike = (text: string): boolean => {
  const company = text
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(6, 12)
    .toUpperCase();
  const runs = company.match(/[A-Z]+|\d+/g) ?? [];
  return runs.length > 2 && runs.some((run) => run.length === 1 && LOOKALIKE_CHARACTERS.test(run));
};

/**
 * A word of capitals, or a number, ending in one small letter ("FULi" for FULI, the voyage "219s"
 * for 219S), or a small letter alone between two numbers ("90 x 50" for 90 X 50, session 70): on a
 * scan, a capital misread. Asked only where the sample prints no small letter.
 */
const SMALL_AMONG_CAPITALS =
  /\p{Lu}{2,}\p{Ll}(?!\p{L})|(?<![\p{L}\p{N}])\d+\p{Ll}(?![\p{L}\p{N}])|(?<=\d ?)\p{Ll}(?= ?\d)/u;

/**
 * A text of small letters only read where the sample's value is written in capitals only
 * ("address" for a notify party printed "VAN DER MEULEN ..."), or one word in title case there (a
 * stray "Dare" for a buyer printed "MAGNOLIA MUSIC SUPPLY LLC", session 71): the same issuer writes
 * its values alike, so this is another text, a caption's word or a note, not the value (`case`). A
 * name of several words in title case is left alone: another party's name is written as that
 * party writes it ("Hartwell & Loom Interiors Ltd" where the sample's buyer is in capitals,
 * outside-10 set 3, on its text layer), and a word of capitals in a text ("PT Sinar") is no case of
 * its own.
 */
const unlikeCase = (text: string, sampleText: string | undefined): boolean =>
  /\p{Ll}{3}/u.test(text) &&
  (!/\p{Lu}/u.test(text) || (/^\S+$/.test(text.trim()) && !/\p{Lu}{2}/u.test(text))) &&
  /\p{Lu}{3}/u.test(sampleText ?? '') &&
  !/\p{Ll}/u.test(sampleText ?? '');

/**
 * How many brackets a text opens and does not close; negative where it closes more than it opens.
 * "(", "[" and "{" count alike: OCR reads one for another ("{HOLOTHURIA SCABRA)").
 */
const openBrackets = (text: string): number =>
  (text.match(/[([{]/g)?.length ?? 0) - (text.match(/[)\]}]/g)?.length ?? 0);

const COUNTRY_NAME = /^[\p{L}][\p{L}\s.'()-]{3,}$/u;

/**
 * True for a text that is only a country's name ("Netherlands"): a name, goods or a
 * reference is not. A party's box moved onto the country line of its address reads so
 * (`country`, doubted unless the sample's value is a country too).
 */
const onlyCountry = (text: string, options: NormalizeOptions): boolean => {
  // A name written out in letters: a code ("IN", "33IN" once its digits are dropped) says too little.
  if (!COUNTRY_NAME.test(text.trim())) return false;
  const countries = options.reference?.country ?? COUNTRIES;
  const { value } = normalizeCountry(text, countries);
  return typeof value === 'string' && isKnownCountry(value, countries);
};

/**
 * A range that starts and ends at the same number ("LIVE SPINY LOBSTER, 200-200 G/PC" for 200-300
 * G/PC, outside-14-scan set 2's packing list, sure): a size or a grade is never written so; on a
 * scan, one of its digits misread. Not a part of a code ("KMTC-200-200" has a letter before it).
 */
const SAME_ENDS = /(?<![\p{L}\p{N}.,/-])(\d+(?:[.,]\d+)?)\s?-\s?\1(?![\p{N}]|[.,/-]\p{N})/u;

/**
 * A place where a carrier receives or delivers containers: a town and its container yard or freight
 * station ("KENDARI CY", "JAKARTA CFS", "SURABAYA CY/CY"), printed as a bill of lading's place of
 * receipt or delivery. A vessel, a party or goods are never named so (`place`, doubted unless the
 * sample's value is such a place: outside-7-scan set 4's bill of lading read its vessel "KENDARI CY",
 * sure).
 */
const CARGO_PLACE = /^[\p{L}][\p{L} .'-]*\s(?:CY|CFS)(?:\s*\/\s*(?:CY|CFS))?$/u;

const CURRENCY_CODES = new Set(CURRENCIES.map((c) => c.code));

/**
 * True for a text that is only a currency's code ("AUD"): a party, a term of delivery or a
 * reference is not. A box moved onto the currency printed under or beside it reads so (`currency`,
 * doubted unless the sample's value is a currency too).
 */
export const onlyCurrency = (text: string): boolean => {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) && CURRENCY_CODES.has(code);
};

/** The words of five letters or more in a reference list's names, once per list. */
const nameWords = new WeakMap<readonly ReferenceEntry[], readonly string[]>();
const wordsOfNames = (list: readonly ReferenceEntry[]): readonly string[] => {
  let words = nameWords.get(list);
  if (!words) {
    words = [
      ...new Set(
        [...lookupOf(list).byName.keys()]
          .flatMap((name) => name.split(/[^A-Z]+/))
          .filter((w) => w.length >= 5),
      ),
    ];
    nameWords.set(list, words);
  }
  return words;
};

/**
 * A port or country outside the reference list with a word one letter off a known name's word of
 * five letters or more ("YOKQHAMA, JAPAN"): on a scan, most likely that name misread. Not repaired
 * (a text is never), doubted.
 */
const nearKnownName = (type: DataType, text: string, options: NormalizeOptions): boolean => {
  if (type !== 'port' && type !== 'country') return false;
  const known = wordsOfNames(
    type === 'port' ? (options.reference?.port ?? PORTS) : (options.reference?.country ?? COUNTRIES),
  );
  return text
    .toUpperCase()
    .split(/[^A-Z]+/)
    .some((word) => word.length >= 5 && !known.includes(word) && known.some((k) => distance(k, word) === 1));
};

/** A word written as a UN/LOCODE: a country's two letters, then three letters or digits 2-9. */
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/**
 * A port written with a code of the UN/LOCODE's shape, of a known country, that the reference list
 * does not hold ("IDBUW BAUBAU": a port the list does not hold): the name alone is
 * returned, and the document's code and the list's may differ, so the read is doubted.
 */
const unknownLocode = (text: string, value: unknown, options: NormalizeOptions): boolean => {
  if (typeof value === 'string' && isKnownPort(value, options.reference?.port)) return false;
  const countries = lookupOf(options.reference?.country ?? COUNTRIES).codes;
  return text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .some((word) => LOCODE.test(word) && countries.has(word.slice(0, 2)));
};

/**
 * True for a weight read with no unit where the sample's value writes one that is not kilograms
 * ("34,452.585" where the sample prints "18,496.215 MT"): kilograms are assumed when none is
 * written, so a unit OCR dropped or a box cut off would make the weight a thousand times too small.
 */
const unitLost = (type: DataType, text: string, options: NormalizeOptions, sampleText?: string): boolean => {
  if (type !== 'weight' || !sampleText) return false;
  const units = options.reference?.unit;
  const printed = weightUnitFactor(sampleText, units);
  return printed !== undefined && printed !== 1 && weightUnitFactor(text, units) === undefined;
};

/** True when the sample prints a port the reference lists know in the placement. */
const knownSamplePort = (sampleText: string | undefined, options: NormalizeOptions): boolean => {
  if (!sampleText?.trim()) return false;
  const { value } = normalizePort(sampleText, options.reference?.port);
  return typeof value === 'string' && isKnownPort(value, options.reference?.port);
};

/**
 * The one way a text read becomes a value, used both to choose among candidate boxes and for the
 * value returned: OCR text repaired by type, then normalised and checked against the type.
 */
/** How many lines of a text hold a digit. */
const numberLines = (text: string): number => text.split('\n').filter((line) => /\d/.test(line)).length;

export const readValue = (
  type: DataType,
  text: string,
  ocr: boolean,
  options: NormalizeOptions,
  context: ReadContext,
): ReadValue => {
  const samplePercent = context.sampleText?.includes('%') ?? false;
  const typed = ocr ? repairByType(type, text, samplePercent) : { text, repairs: [] };
  const restored =
    ocr && options.documentFormat ? decimalRestored(type, typed.text, options.documentFormat) : undefined;
  const repaired = restored ? { text: restored, repairs: [...typed.repairs, 'amount'] } : typed;
  const amountDoubt =
    ocr &&
    !amountLooksRight(type, repaired.text, options.documentFormat, context.sampleText, context.sampleWriting);
  const doubts = amountDoubt ? [...repaired.repairs, 'amount'] : [...repaired.repairs];
  if (unitLost(type, repaired.text, options, context.sampleText)) doubts.push('unit');
  // A scanned amount whose box read numbers on two lines where the sample's holds one line of them
  // ("1.200,0000 PCE" over "BB: 2.700,0000 KG" in a PIB's item cell): which line is the value's is a guess.
  if (
    ocr &&
    AMOUNT_TYPES.has(type) &&
    numberLines(repaired.text) >= 2 &&
    numberLines(context.sampleText ?? '') < 2
  )
    doubts.push('lines');
  if (type === 'text' && unlikeCase(repaired.text, context.sampleText)) doubts.push('case');
  // A name's opening word alone ("MV", "PT"): the name after it was not read.
  if (type === 'text' && nameOpenerAlone(repaired.text) && !nameOpenerAlone(context.sampleText ?? ''))
    doubts.push('cut');
  // A bracket opened and never closed: the value goes on past what was read ("FROZEN BREADED SHRIMP
  // (EBI" for "... (EBI FRY) 26/30", its box ending at a wrap, outside-17-scan set 3); one closed and
  // never opened: a mark misread ("049/MBN-EXP/X)1/2026" for ".../XII/2026"). Every such read of the
  // own and outside runs of session 71 was wrong. Not where the sample's value is written so.
  if (type === 'text' && openBrackets(context.sampleText ?? '') === 0) {
    const open = openBrackets(repaired.text);
    if (open > 0) doubts.push('cut');
    else if (open < 0) doubts.push('mark');
  }
  if (ocr && type === 'text' && LOOKALIKE.test(repaired.text)) doubts.push('lookalike');
  // A code's part is letters or digits: a zero among its letters is a misread, as grave as an aju's.
  if (
    ocr &&
    type === 'text' &&
    (zeroAmongLetters(repaired.text, context.sampleText) || ROMAN_MONTH_READ.test(repaired.text))
  )
    doubts.push('mixed');
  if (ocr && type === 'aju' && ajuLookalike(repaired.text)) doubts.push('mixed');
  // Where the sample prints its value in capitals only.
  if (
    ocr &&
    type === 'text' &&
    SMALL_AMONG_CAPITALS.test(repaired.text) &&
    !/\p{Ll}/u.test(context.sampleText ?? 'a')
  )
    doubts.push('mark');
  if (
    ocr &&
    type === 'text' &&
    PERCENT_READ.test(repaired.text) &&
    !PERCENT_READ.test(context.sampleText ?? '')
  )
    doubts.push('percent');
  const sampleStop = context.sampleText?.trim().endsWith('.') ?? false;
  if (ocr && type === 'text' && STRAY_STOP.test(repaired.text.trim()) && !sampleStop) doubts.push('stop');
  if (ocr && type === 'text' && lostStop(repaired.text, context.sampleText)) doubts.push('lostStop');
  // Marks the sample prints as well are the template's writing.
  const unlessSampled = (mark: RegExp) => mark.test(repaired.text) && !mark.test(context.sampleText ?? '');
  if (
    ocr &&
    type === 'text' &&
    (ODD_MARK.test(repaired.text) ||
      EDGE_MARK.test(repaired.text.trim()) ||
      unlessSampled(JOINING_STOP) ||
      unlessSampled(INNER_STOP) ||
      unlessSampled(DOUBLED_MARK) ||
      unlessSampled(LEGAL_FORM_COMMA))
  )
    doubts.push('mark');
  if (ocr && type === 'text' && unlessSampled(JOINED_TIMES)) doubts.push('joined');
  if (ocr && type === 'text' && unlessSampled(SAME_ENDS)) doubts.push('range');
  if (ocr && type === 'text' && nearLegalForm(repaired.text)) doubts.push('near');
  if (ocr && type === 'text' && repeatedLetter(repaired.text) && !repeatedLetter(context.sampleText ?? ''))
    doubts.push('repeated');
  if (
    type === 'text' &&
    onlyCountry(repaired.text, options) &&
    !onlyCountry(context.sampleText ?? '', options)
  )
    doubts.push('country');
  if (
    type === 'text' &&
    CARGO_PLACE.test(repaired.text.trim()) &&
    !CARGO_PLACE.test(context.sampleText?.trim() ?? '')
  )
    doubts.push('place');
  if (ocr && type === 'text' && onlyCurrency(repaired.text) && !onlyCurrency(context.sampleText ?? ''))
    doubts.push('currency');
  const fitted = typeFit(type, repaired.text, options, context.captions);
  // A port read as only a country's name ("Selandia Baru" under "Auckland,", "CANADA"): the box
  // took the country line of the port's; a port that is a country too (Singapore) is known.
  if (
    type === 'port' &&
    onlyCountry(repaired.text, options) &&
    !onlyCountry(context.sampleText ?? '', options) &&
    !(
      typeof fitted.normalized.value === 'string' &&
      isKnownPort(fitted.normalized.value, options.reference?.port)
    )
  )
    doubts.push('country');
  if (type === 'port' && unknownLocode(repaired.text, fitted.normalized.value, options))
    doubts.push('locode');
  if (ocr && fitted.fit > 0 && fitted.fit < 1 && nearKnownName(type, repaired.text, options))
    doubts.push('near');
  // A scanned port the reference lists do not know, where the sample's is known: a name read cut
  // short or misread ("LOS" for LOS ANGELES) more likely than a port the lists lack.
  if (
    ocr &&
    type === 'port' &&
    fitted.fit > 0 &&
    fitted.fit < 1 &&
    knownSamplePort(context.sampleText, options)
  )
    doubts.push('unlisted');
  const normalized =
    fitted.fit === 0 && readsAsCaption(repaired.text, context.captions)
      ? { value: null, reason: REASONS.caption }
      : fitted.fit === 0 && fitted.normalized.value !== null
        ? { value: null, reason: notOfTypeReason(type) }
        : fitted.normalized;
  return { normalized, fit: fitted.fit, doubts };
};
