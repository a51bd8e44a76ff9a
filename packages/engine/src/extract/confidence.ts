import { compactContainer, normalizeContainer } from '../normalize/container.ts';
import { BLOT_FACTOR } from '../ocr/symbols.ts';
import { AMOUNT_TYPES, type DataType, type JsonValue, type Word } from '../types.ts';
import type { Placing } from './read-single.ts';

/**
 * How far a read can be trusted, and when a person must check it (Perlu Diperiksa).
 *
 * A read's confidence is the product of what can go wrong on the way from pixels to value:
 * - `ocr`: the OCR confidence of the words read (1 for a text layer);
 * - `anchor`: how the box was placed: 1 where its caption was found as printed, less where OCR
 *   text only resembles the caption, where an alias the sample does not print placed it or the box
 *   moved far; low where the captions were looked for and not found (read where drawn);
 * - `fit`: 1 when the text parsed as its data type as read, less for each kind of repair that was
 *   needed (O read for 0, a month name one letter off) or a name outside the reference lists.
 * A text that does not fit its data type is no value at all: null, with the reason.
 */
export interface ConfidenceParts {
  ocr: number;
  anchor: number;
  fit: number;
}

/** Default threshold under which a read needs review, measured on the bench's variants (bench/README.md). */
export const DEFAULT_REVIEW_THRESHOLD = 0.7;

/** What each repair costs (a check digit or a reference list did not prove it). */
const REPAIR_FACTOR = 0.85;
/** An amount whose separators are not written as amounts are: doubtful whatever OCR says. */
const AMOUNT_FACTOR = 0.5;

export const REASONS = {
  lowOcr: 'Terbaca dengan keyakinan rendah; periksa nilainya pada dokumen.',
  lost: 'Keterangan label tidak ditemukan di halaman; nilai dibaca di posisi yang ditandai pada template.',
  keyed:
    'Judul kolom tabel tidak ditemukan di halaman; baris dikenali dari kolom kuncinya (misalnya kode HS) di posisi yang ditandai pada template; periksa nilainya.',
  neighbours:
    'Keterangan label tidak ditemukan di halaman; nilai dibaca di posisi yang ditandai, bergeser seperti isian di sekitarnya; periksa nilainya pada dokumen.',
  similarCaption: 'Keterangan label hanya mirip dengan yang ada di template; periksa nilainya pada dokumen.',
  moved: 'Nilai ditemukan jauh dari posisinya di template; periksa nilainya pada dokumen.',
  repaired:
    'Nilai diperbaiki otomatis dari hasil OCR (misalnya huruf O dibaca sebagai angka 0); periksa nilainya.',
  amount: 'Pemisah ribuan atau desimal angka ini tidak lazim (mungkin salah baca OCR); periksa nilainya.',
  glyph:
    'Ada tanda yang tidak lazim menempel pada angka (mungkin angka yang salah baca OCR); periksa nilainya.',
  shape:
    'Huruf dan angka pada bagian kode ini tidak seperti pada template (misalnya I terbaca 1, O terbaca 0); periksa nilainya pada dokumen.',
  mark: 'Ada tanda yang tidak lazim di dalam teks (mungkin bintik kotoran atau huruf yang salah baca OCR); periksa nilainya pada dokumen.',
  stop: 'Ada titik di akhir teks yang mungkin bintik kotoran pada pindaian; periksa nilainya pada dokumen.',
  lostStop:
    'Titik di akhir nilai ini tidak terbaca, padahal pada template kata yang sama diakhiri titik (mungkin hilang pada pindaian); periksa nilainya pada dokumen.',
  lookalike:
    'Ada huruf yang mirip angka (misalnya I dan 1, O dan 0) bersebelahan dengan angka; periksa nilainya pada dokumen.',
  percent:
    'Ada angka berakhiran 96 yang mungkin tanda persen (%) salah baca OCR (misalnya 7% terbaca 796); periksa nilainya pada dokumen.',
  unknownName: 'Nama tidak ada di daftar rujukan; periksa nilainya pada dokumen.',
  locode:
    'Kode pelabuhan (UN/LOCODE) yang tertulis tidak ada di daftar rujukan; periksa nilainya pada dokumen.',
  near: 'Nama hampir sama dengan nama di daftar rujukan, berbeda satu huruf (mungkin salah baca OCR); periksa nilainya pada dokumen.',
  split:
    'Ada kata yang mungkin terbaca terpisah oleh OCR (misalnya SI NAR untuk SINAR); periksa nilainya pada dokumen.',
  joined:
    'Ada kata yang mungkin terbaca tergabung oleh OCR (misalnya JARX 12 untuk JAR X 12); periksa nilainya pada dokumen.',
  repeated:
    'Ada huruf berulang yang tidak lazim di dalam kata (mungkin huruf terbaca dua kali atau spasi hilang oleh OCR, misalnya CCANDLENUT untuk CANDLENUT); periksa nilainya pada dokumen.',
  gap: 'Ada celah lebar di antara kata yang terbaca (mungkin ada kata atau tanda seperti koma, & atau + yang tidak terbaca OCR); periksa nilainya pada dokumen.',
  dropped:
    'Ada huruf atau angka di samping nilai yang terbaca ragu oleh OCR dan tidak diambil (mungkin bagian nilai, mungkin bintik kotoran); periksa nilainya pada dokumen.',
  disputed:
    'Dua pembacaan OCR atas sel tabel ini memberi hasil yang berbeda (halaman bergeser dari tata letak template); periksa nilainya pada dokumen.',
  rows: 'Dua pembacaan OCR atas tabel ini membagi barisnya secara berbeda (halaman bergeser dari tata letak template); periksa isi baris ini pada dokumen.',
  order:
    'Urutan kata mungkin tertukar oleh OCR (sebuah kata terbaca di baris lain); periksa nilainya pada dokumen.',
  currency:
    'Teks yang terbaca hanya kode mata uang, tidak seperti nilai label ini pada template (mungkin isian di sebelahnya); periksa nilainya pada dokumen.',
  width:
    'Nomor ini terbaca dengan jumlah digit yang berbeda dari nomor pada template (mungkin ada digit yang hilang atau terbaca dua kali oleh OCR); periksa nilainya pada dokumen.',
  range:
    'Rentang angka ini diawali dan diakhiri angka yang sama (misalnya 200-200 G), yang tidak lazim ditulis; mungkin salah satu angkanya salah baca OCR, periksa nilainya pada dokumen.',
  place:
    'Teks yang terbaca adalah tempat penerimaan atau penyerahan barang (CY/CFS), tidak seperti nilai label ini pada template (mungkin isian di sebelahnya); periksa nilainya pada dokumen.',
  country:
    'Teks yang terbaca hanya nama negara, tidak seperti nilai label ini pada template (mungkin baris alamat); periksa nilainya pada dokumen.',
  foreign:
    'Teks yang terbaca memuat kode HS, tidak seperti nilai label ini pada template (mungkin isian kolom di sebelahnya); periksa nilainya pada dokumen.',
  address:
    'Teks yang terbaca memuat angka seperti kode pos, tidak seperti nilai label ini pada template (mungkin baris alamat); periksa nilainya pada dokumen.',
  caption:
    'Yang terbaca di tempat nilai adalah judul isian (keterangan label), bukan nilainya; nilai tidak diambil, periksa pada dokumen.',
  case: 'Teks yang terbaca ditulis dengan huruf kecil, padahal nilai label ini pada template ditulis dengan huruf kapital (mungkin keterangan label, catatan atau teks lain); periksa nilainya pada dokumen.',
  unit: 'Satuan berat yang tertulis pada template (misalnya MT) tidak terbaca bersama angka ini, sehingga berat dianggap dalam kilogram; periksa nilainya pada dokumen.',
  shared:
    'Nilai ini terbaca dari kata yang sama dengan nilai label lain (mungkin nilai label di dekatnya); periksa nilainya pada dokumen.',
  cut: 'Nilai mungkin terpotong: ada kata lain tepat di sebelahnya pada dokumen; periksa nilainya pada dokumen.',
  lines:
    'Ada lebih dari satu angka di area nilai, pada baris yang berbeda (mungkin isian baris lain); periksa nilainya pada dokumen.',
  rowKey:
    'Kolom kunci baris tabel ini (misalnya kode HS) tidak terbaca, sehingga baris ini mungkin bukan baris barang; periksa nilainya pada dokumen.',
  headerRow:
    'Baris pertama tabel ini tidak terbaca sebagai baris barang (mungkin baris judul kolom), sehingga baris-baris tabel mungkin bergeser satu baris; periksa nilainya pada dokumen.',
  rowUnchecked:
    'Satu angka pada baris tabel ini tidak terbaca, sehingga angka lainnya tidak dapat dicocokkan (misalnya kuantitas × harga satuan = jumlah); periksa nilainya.',
  hsRow:
    'Kode HS baris ini terbaca dengan jumlah digit yang berbeda dari baris lain di tabel, sehingga baris ini mungkin bukan baris barang; periksa nilainya pada dokumen.',
  columnFormat:
    'Penulisan angka ini berbeda dari baris lain di kolom yang sama (misalnya desimalnya hilang: 1,18 terbaca 118); mungkin salah baca OCR, periksa nilainya.',
  rowArithmetic:
    'Angka pada baris tabel ini tidak cocok satu sama lain seperti di baris lainnya (misalnya kuantitas × harga satuan ≠ jumlah); salah satunya mungkin salah baca OCR, periksa nilainya.',
  paddedRow:
    'Tanpa angka di depan atau di belakangnya, angka ini membuat jumlah baris tabelnya sama dengan totalnya (mungkin garis atau cap yang terbaca sebagai angka); periksa nilainya pada dokumen.',
  paddedTotal:
    'Tanpa angka di depan atau di belakangnya, nilai ini sama dengan jumlah baris tabelnya (mungkin garis atau noda yang terbaca sebagai angka); periksa nilainya pada dokumen.',
  columnTotal:
    'Nilai ini lebih kecil daripada jumlah baris tabelnya, padahal pada template nilai ini sama dengan jumlah baris tersebut (mungkin salah baca OCR atau angka lain yang terbaca); periksa nilainya pada dokumen.',
} as const;

/**
 * Reasons that doubt a table's row itself, not what was read in it (`row-key.ts`): the row may be
 * no item, or another item's; no sure value of it proves it (column-totals.ts, row-arithmetic.ts).
 */
export const ROW_DOUBTS: ReadonlySet<string> = new Set([REASONS.rowKey, REASONS.headerRow]);

const TYPE_NAMES: Record<DataType, string> = {
  text: 'teks',
  number: 'angka',
  money: 'nilai uang',
  weight: 'berat',
  quantity: 'jumlah',
  date: 'tanggal',
  hs_code: 'kode HS',
  npwp: 'NPWP',
  container: 'nomor kontainer',
  aju: 'nomor aju',
  port: 'pelabuhan',
  country: 'negara',
  incoterm: 'Incoterm',
};

/** Why a text read where the value should be is not taken as the value. */
export const notOfTypeReason = (type: DataType): string =>
  `Teks yang terbaca bukan ${TYPE_NAMES[type]}; nilai tidak diambil.`;

/** OCR confidence of a value: its weakest word, lifted a little by the others (one weak word in a long name is not a weak name). */
export const ocrScore = (words: readonly Word[]): number => {
  if (words.length === 0) return 0;
  const sorted = words.map((w) => w.confidence).sort((a, b) => a - b);
  const lowest = sorted[0] ?? 0;
  const mean = sorted.reduce((sum, c) => sum + c, 0) / sorted.length;
  return Math.min(1, 0.7 * lowest + 0.3 * mean);
};

/**
 * Types whose format says of each character whether it is a letter or a digit: a container's owner
 * code and serial, an NPWP's, an HS code's and a number's digits, a date's digits and month. The
 * repairs by type (`extract/repair.ts`) read an O among digits as a 0 and a 0 in an owner code as an
 * O, whatever the pixels: a round character drawn as the other kind is no doubt of the value there
 * (own scans' container "OOLU6160235", read "0O0LU6160235" and taken through its check digit).
 */
const KIND_FIXED: ReadonlySet<DataType> = new Set([...AMOUNT_TYPES, 'date', 'hs_code', 'npwp', 'container']);

/**
 * The words of a read of `type`, each as sure as OCR read it where its only doubt was an O or a 0
 * drawn as the other and the type's format settles that (`KIND_FIXED`): its confidence restored,
 * and no longer marked as ink a second read cannot settle (`worthReadingAgain`).
 */
export const settledWords = (type: DataType, words: readonly Word[]): readonly Word[] =>
  KIND_FIXED.has(type)
    ? words.map((word) => {
        if (!word.round) return word;
        const { round: _round, ink: _ink, ...settled } = word;
        return { ...settled, confidence: Math.min(1, word.confidence / BLOT_FACTOR) };
      })
    : words;

/** A container number's check digit settles the OCR's doubt about its glyphs at least this far. */
const CHECKED = 0.9;

/**
 * The OCR part of a read's confidence. A container number read as exactly its 11 characters whose
 * ISO 6346 check digit verifies (after O/0-style repairs forced by its format) needs no trust in
 * the glyphs: a single character misread breaks the check digit. So too when the read holds more
 * words ("TGHU 141954-0 / SL4228642", the seal after it) but whole words of it make up exactly the
 * 11 characters of the number taken: their own confidence, at least the check digit's, counts, not
 * the seal's. Where 11 characters were chosen out of a longer word ("0OO0LU3059062"), the read
 * verifies by chance one time in eleven and keeps the OCR's confidence.
 */
export const ocrPart = (type: DataType, value: JsonValue, words: readonly Word[]): number => {
  const score = ocrScore(words);
  if (typeof value !== 'string') return score;
  if (type === 'npwp') return npwpScore(value, words) ?? score;
  if (type !== 'container') return score;
  const own = containerWords(value, words);
  return own ? Math.max(ocrScore(own), CHECKED) : score;
};

/** How many leading digits of an NPWP its Luhn digit covers (after a 16-digit NPWP's leading 0). */
export const npwpChecked = (value: string): number => (value.length === 16 ? 10 : 9);

/**
 * The OCR part of an NPWP whose check digit verified (the normalizer refuses one that does not):
 * the Luhn digit covers the first nine digits ("03.659.207.9"), not the office and branch after it
 * ("925.000"). Where whole words of the read hold exactly those nine digits (after a 16-digit
 * NPWP's leading 0), they need no trust in their glyphs (a single digit misread breaks the check),
 * and count at least as sure as a checked container; the words after them keep their own
 * confidence. Undefined where no whole words end at the check digit.
 */
const npwpScore = (value: string, words: readonly Word[]): number | undefined => {
  const checked = value.slice(0, npwpChecked(value));
  let digits = '';
  for (let end = 0; end < words.length; end++) {
    digits += (words[end]?.text ?? '').replace(/\D/g, '');
    if (digits === checked)
      return ocrScore(
        words.map((w, i) => (i <= end ? { ...w, confidence: Math.max(w.confidence, CHECKED) } : w)),
      );
    if (digits.length >= checked.length) return undefined;
  }
  return undefined;
};

/** The whole words of a read that are exactly the container number `value` (as its format repairs them), if any. */
const containerWords = (value: string, words: readonly Word[]): readonly Word[] | undefined => {
  for (let start = 0; start < words.length; start++) {
    let compact = '';
    for (let end = start; end < words.length && compact.length < 11; end++) {
      compact += compactContainer(words[end]?.text ?? '');
      if (compact.length === 11 && normalizeContainer(compact).value === value)
        return words.slice(start, end + 1);
    }
  }
  return undefined;
};

/** A box moved further than this (page fractions) moved far. */
const FAR = 0.15;
/**
 * A box moved further than this by a caption only resembling the sample's moved very far too: a
 * block drifted 25% down moves 0.35 (vertical moves count 1.41 times); "Shipped per" read for the
 * alias "Shipper" 0.47 away put an exporter's name on the port line of a letterhead invoice's scan.
 */
const SIMILAR_FAR = 0.4;
/** What a box moved very far by a caption only resembling the sample's keeps of its confidence. */
const VERY_FAR_SIMILAR = 0.75;
/**
 * What a box moved far keeps when the caption was also found in its place with no value beside it
 * (`Placing.passedOver`): the caption found far off may be another field's ("DATE 08-DEC-2026" of
 * a PEB number in a bill of lading's goods, for its laden-on-board date under a stamp).
 */
const PASSED_OVER = 0.6;
/**
 * A table placed by its key column (`keyed`): no header was found, but the first row's key reads as
 * its type where the sample has it and the rows were counted down it. Less than a caption (the
 * other columns are where drawn, not seen), more than a caption lost: a sure read of a cell passes
 * the default threshold, a doubtful one (OCR under 0.88) is read again (extract/confirm.ts). A field
 * moved as its neighbours were (`neighbours`) by a line or two (a header line more or fewer above
 * it) is trusted as much: two or more of them agree.
 */
const KEYED = 0.8;
/** How far (page fractions) a field moved with its neighbours is still trusted as a caption lost is not. */
const NEIGHBOURS_NEAR = 0.03;
/**
 * A field moved further with its neighbours (a block of several lines moved down) needs review: its
 * place is a guess from others, and what it reads there was not bounded by a caption of its own
 * ("ML4471093 (1" where the sample's seal stood alone in its rectangle).
 */
const NEIGHBOURS_FAR = 0.6;

export const anchorScore = (placing: Placing | undefined, ocr: boolean): number => {
  if (!placing) return 1;
  switch (placing.by) {
    case 'drawn':
      return ocr ? 0.9 : 1;
    case 'lost':
      return 0.5;
    case 'keyed':
      return KEYED;
    case 'neighbours':
      return placing.move <= NEIGHBOURS_NEAR ? KEYED : NEIGHBOURS_FAR;
    case 'caption':
    case 'alias': {
      const similar = 1 - (1 - placing.similarity) * 1.2;
      // Further than a drifted block moves from where the sample prints it, a caption only
      // resembling the sample's is more often a word of other text ("SHIPPER'S LOAD, STOW" for
      // "Shipper") than the caption.
      const far =
        placing.move > FAR && placing.passedOver
          ? PASSED_OVER
          : placing.move > SIMILAR_FAR && placing.similarity < 1
            ? VERY_FAR_SIMILAR
            : placing.move > FAR
              ? 0.9
              : 1;
      return similar * far * (placing.by === 'alias' ? 0.95 : 1);
    }
  }
};

/**
 * Doubts that a repair cannot settle: an amount's odd separators, a sign glued to a digit, a place's
 * name or a legal form one letter off a known one, a full stop after a text's last word or an odd mark in a text
 * that may be a speck, a word printed right beside a scanned text that may be its own (`cut`), a
 * scanned word that may have been split in two (`split`) or a pack's X joined to its unit
 * (`joined`), a letter repeated as no word is spelt (`repeated`), a tariff code in a text whose sample has none (`foreign`), a postal code in a name
 * (`address`), a place of receipt or delivery ("KENDARI CY") where the sample's value is none (`place`), a range from a number to the same number (`range`), a number of digits only read with another count of digits than the sample's (`width`), a nomor aju's company part with a letter
 * beside a digit drawn like the other kind, or a zero alone among a code's capitals (`mixed`), a gap between a scanned text's words where
 * something was not read (`gap`), letters or digits beside a scanned text dropped as specks
 * (`dropped`), a table's cell two reads gave otherwise (`disputed`) or put in other rows (`rows`), a port's code the list does not hold (`locode`), a scanned port the lists do not know where
 * the sample's is known (`unlisted`), a value read from the words another field's was read from
 * (`shared`), a weight read
 * without the unit other than kilograms its sample writes (`unit`), a text of small letters only
 * where the sample's value is in capitals (`case`), a full stop the sample closes the same word
 * with lost (`lostStop`).
 */
const GRAVE = new Set([
  'amount',
  'glyph',
  'stop',
  'lostStop',
  'mark',
  'shape',
  'near',
  'cut',
  'split',
  'joined',
  'repeated',
  'order',
  'percent',
  'country',
  'place',
  'range',
  'width',
  'currency',
  'foreign',
  'address',
  'mixed',
  'gap',
  'dropped',
  'disputed',
  'rows',
  'locode',
  'unlisted',
  'unit',
  'case',
  'shared',
  'lines',
]);

export const fitScore = (fit: number, repairs: readonly string[]): number =>
  fit *
  REPAIR_FACTOR ** repairs.filter((r) => !GRAVE.has(r)).length *
  AMOUNT_FACTOR ** repairs.filter((r) => GRAVE.has(r)).length;

export const combineConfidence = (parts: ConfidenceParts): number =>
  Math.round(Math.max(0, Math.min(1, parts.ocr * parts.anchor * parts.fit)) * 100) / 100;

/** Why a read needs review: its weakest part. */
export const reviewReason = (
  parts: ConfidenceParts,
  placing: Placing | undefined,
  repairs: readonly string[],
): string => {
  const weakest = Math.min(parts.ocr, parts.anchor, parts.fit);
  if (parts.anchor === weakest && placing) {
    if (placing.by === 'lost') return REASONS.lost;
    if (placing.by === 'keyed') return REASONS.keyed;
    if (placing.by === 'neighbours') return REASONS.neighbours;
    if (placing.similarity < 1) return REASONS.similarCaption;
    if (placing.move > FAR) return REASONS.moved;
  }
  if (parts.fit === weakest && parts.fit < 1) {
    if (repairs.includes('shared')) return REASONS.shared;
    if (repairs.includes('unit')) return REASONS.unit;
    // A country's name alone says more than its case.
    if (repairs.includes('country')) return REASONS.country;
    if (repairs.includes('place')) return REASONS.place;
    if (repairs.includes('case')) return REASONS.case;
    if (repairs.includes('cut')) return REASONS.cut;
    if (repairs.includes('lines')) return REASONS.lines;
    if (repairs.includes('currency')) return REASONS.currency;
    if (repairs.includes('foreign')) return REASONS.foreign;
    if (repairs.includes('address')) return REASONS.address;
    if (repairs.includes('split')) return REASONS.split;
    if (repairs.includes('joined')) return REASONS.joined;
    if (repairs.includes('range')) return REASONS.range;
    if (repairs.includes('width')) return REASONS.width;
    if (repairs.includes('repeated')) return REASONS.repeated;
    if (repairs.includes('gap')) return REASONS.gap;
    if (repairs.includes('dropped')) return REASONS.dropped;
    if (repairs.includes('disputed')) return REASONS.disputed;
    if (repairs.includes('rows')) return REASONS.rows;
    if (repairs.includes('order')) return REASONS.order;
    if (repairs.includes('glyph')) return REASONS.glyph;
    if (repairs.includes('amount')) return REASONS.amount;
    if (repairs.includes('lookalike') || repairs.includes('mixed')) return REASONS.lookalike;
    if (repairs.includes('percent')) return REASONS.percent;
    if (repairs.includes('near')) return REASONS.near;
    if (repairs.includes('locode')) return REASONS.locode;
    if (repairs.includes('unlisted')) return REASONS.unknownName;
    if (repairs.includes('stop')) return REASONS.stop;
    if (repairs.includes('lostStop')) return REASONS.lostStop;
    if (repairs.includes('mark')) return REASONS.mark;
    if (repairs.includes('shape')) return REASONS.shape;
    return repairs.length > 0 ? REASONS.repaired : REASONS.unknownName;
  }
  return REASONS.lowOcr;
};

/**
 * A value a check of its row doubts: its confidence times `factor`, in review (with `reason`, unless
 * it was in review for its own read already) when that falls under the threshold.
 */
export const doubted = <T extends { confidence: number; review: boolean; reason?: string }>(
  value: T,
  factor: number,
  threshold: number,
  reason: string,
): T => {
  const confidence = Math.round(value.confidence * factor * 100) / 100;
  const review = confidence < threshold;
  return { ...value, confidence, review, ...(review && !value.review ? { reason } : {}) };
};
