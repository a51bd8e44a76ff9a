import { tokensOf } from '../extract/tokens.ts';
import { boxHeight, expand } from '../geometry/box.ts';
import type { NormalizeOptions } from '../normalize/index.ts';
import { isLegalForm, NAME_PREFIXES } from '../reference/legal-forms.ts';
import type { Word } from '../types.ts';
import { type Candidate, judge, type PageText } from './candidates.ts';
import { phrasesOf } from './captions.ts';
import type { SuggestLabel } from './types.ts';

/** Words naming the party that issues an invoice or a packing list: the exporter, the seller. */
const ISSUER_WORDS = new Set(['eksportir', 'exporter', 'shipper', 'seller', 'penjual', 'pengirim']);
/** Words naming an address label: the issuer's address is no name. */
const ADDRESS_WORDS = new Set(['alamat', 'address']);
/** Titles of documents a carrier issues: their letterhead is the carrier's, not the exporter's. */
const CARRIER_TITLES = new Set(['lading', 'waybill', 'manifest']);
/** Where a letterhead is printed: the top of the first page. */
const LETTERHEAD_ZONE = 0.15;
/** How much larger than the page's usual print a letterhead's name is. */
const LETTERHEAD_PRINT = 1.3;
/** A name found by its place and print, no caption: always one for the user to check. */
export const LETTERHEAD_CONFIDENCE = 0.6;

/** A label of the issuer's name ("Nama Eksportir": Shipper, Exporter, Seller ...), not its address. */
const isIssuerName = (label: SuggestLabel): boolean => {
  if (label.type !== 'text') return false;
  const tokens = phrasesOf(label).flatMap(tokensOf);
  return tokens.some((t) => ISSUER_WORDS.has(t)) && !tokens.some((t) => ADDRESS_WORDS.has(t));
};

/**
 * The issuer's name on its letterhead, for its label when no caption gave it one: the line atop the
 * first page printed largest (1.3 times the page's usual print or more), a company's name (a legal
 * form before or after it: "PT SARI KELAPA NUSANTARA", "... TRADING CO., LTD."). Not on a carrier's
 * document (a bill of lading's letterhead is the carrier's). Never sure: the user checks it.
 */
export const letterheadCandidate = (
  text: PageText,
  labels: readonly SuggestLabel[],
  titles: readonly string[][],
  options: NormalizeOptions,
): Candidate | undefined => {
  if (text.page !== 1 || titles.some((title) => title.some((t) => CARRIER_TITLES.has(t)))) return undefined;
  const label = labels.find(isIssuerName);
  if (!label) return undefined;
  const print = (words: readonly Word[]) => Math.max(...words.map((w) => boxHeight(w.box)));
  // A company's name: a legal form before it or after it.
  const named = (words: readonly Word[]) =>
    NAME_PREFIXES.has(tokensOf(words[0]!.text).join('')) || isLegalForm(words.at(-1)!);
  // Runs of words, not lines: a title may be printed on the letterhead's line ("FAKTUR / INVOICE").
  const run = text.lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => l.box.y1 <= LETTERHEAD_ZONE)
    .flatMap(({ i }) => text.segments[i]!)
    .filter((s) => print(s.words) >= text.print * LETTERHEAD_PRINT && named(s.words))
    .sort((a, b) => print(b.words) - print(a.words))[0];
  if (!run) return undefined;
  const words = run.words;
  const judged = judge(label, words, text, options);
  if (!judged) return undefined;
  return {
    label,
    page: text.page,
    box: expand(run.box, 0.006, 0.003),
    words,
    text: judged.text,
    value: judged.value,
    confidence: LETTERHEAD_CONFIDENCE,
    by: 'type',
    named: false,
    tokens: 0,
  };
};
