import { afterAll, describe, expect, it } from 'vitest';
import { fixtures, readFixture, readPlacements } from '../fixtures/load.ts';
import { rectToBox } from '../geometry/convert.ts';
import { fraction } from '../geometry/types.ts';
import { ingest } from '../ingest/ingest.ts';
import { sharedOcrPool, shutdownOcr } from '../ocr/pool.ts';
import type { Word } from '../types.ts';
import {
  checkedAgain,
  confirmed,
  listedAgain,
  readAgain,
  refusedByCheck,
  worthReadingAgain,
} from './confirm.ts';
import { extract } from './extract.ts';
import { readingText } from './lines.ts';
import { readValue } from './read-value.ts';

afterAll(() => shutdownOcr());

const word = (text: string, confidence: number, extra: Partial<Word> = {}): Word => ({
  text,
  confidence,
  box: { x0: fraction(0.1), y0: fraction(0.1), x1: fraction(0.2), y1: fraction(0.12) },
  ...extra,
});

describe('a second read of a doubtful scanned value', () => {
  const threshold = 0.7;
  const lowOcr = { ocr: 0.5, anchor: 1, fit: 1 };

  const judged = (value: unknown, doubts: string[] = [], fit = 1) => ({ normalized: { value }, fit, doubts });

  it('is asked only where what OCR made of the pixels keeps the read under the threshold', () => {
    const worth = (parts: typeof lowOcr, doubts: string[] = [], fit = 1, words = [word('331N', 0.5)]) =>
      worthReadingAgain(judged('331N', doubts, fit), parts, words, threshold);
    expect(worth(lowOcr)).toBe(true);
    // An amount's odd separators are OCR's doubt too.
    expect(worth({ ...lowOcr, ocr: 0.9, fit: 0.5 }, ['amount'])).toBe(true);
    // Sure enough already, or no value.
    expect(worth({ ...lowOcr, ocr: 0.9 })).toBe(false);
    expect(worthReadingAgain(judged(null), lowOcr, [word('331N', 0.5)], threshold)).toBe(false);
    // A caption that only resembles the sample's, a name no list knows, a value that may be cut
    // short: no read of the same pixels settles them.
    expect(worth({ ...lowOcr, anchor: 0.6 })).toBe(false);
    expect(worth({ ...lowOcr, fit: 0.6 }, [], 0.6)).toBe(false);
    expect(worth({ ...lowOcr, fit: 0.5 }, ['cut'])).toBe(false);
  });

  it('is not asked for ink that may not be print, nor for a word a crop cut', () => {
    // A blot on a digit is in the pixels: every read of them sees the 6 of "33.560".
    const read = judged(33.56);
    expect(worthReadingAgain(read, lowOcr, [word('33.560', 0.5, { ink: true })], threshold)).toBe(false);
    expect(worthReadingAgain(read, lowOcr, [word('INDO', 0.5, { clipped: 'right' })], threshold)).toBe(false);
    // A speck on a number's unit is no part of its value (scan-noisy's "16,524.000 KCS").
    const unit = [word('16,524.000', 0.89), word('KCS', 0.61, { ink: true })];
    expect(worthReadingAgain(judged(16524), lowOcr, unit, threshold)).toBe(true);
    expect(worthReadingAgain(judged('16,524.000 KCS'), lowOcr, unit, threshold)).toBe(false);
  });

  it('lifts the OCR confidence when both reads give the same value, as two witnesses', () => {
    const agreed = confirmed(judged('331N'), lowOcr, [word('331N', 0.8)], judged('331N'));
    expect(agreed.parts.ocr).toBeCloseTo(0.9, 5);
    const differ = confirmed(judged('331N'), lowOcr, [word('33IN', 0.8)], judged('33IN'));
    expect(differ.parts).toEqual(lowOcr);
  });

  it("takes a text read again with a speck's sign for a space of the first read as the same words", () => {
    const text = { text: true };
    const confirm = (first: string, second: string, options: { text?: boolean } = text) =>
      confirmed(judged(first), lowOcr, [word(second, 0.8)], judged(second), options).parts;
    // scan-noisy's PEB: "PT KOPI NUSANTARA ABADI" read again as "PT KOPI NUSANTARA*ABADI".
    expect(confirm('PT KOPI NUSANTARA ABADI', 'PT KOPI NUSANTARA*ABADI').ocr).toBeCloseTo(0.9, 5);
    expect(confirm('PT KOPI NUSANTARA ABADI', 'PT KOPI~NUSANTARA*ABADI').ocr).toBeCloseTo(0.9, 5);
    // A mark the first read has not, which print writes: it may have lost it (outside-14-scan set
    // 4's "ARANTHERA 'JAMES STORIE'", its quotes lost by the first read).
    expect(confirm('ARANTHERA JAMES STORIE', "ARANTHERA JAMES STORIE'")).toEqual(lowOcr);
    expect(confirm('ARANTHERA JAMES STORIE', "ARANTHERA 'JAMES STORIE")).toEqual(lowOcr);
    expect(confirm('CLASSIC SUNBURST', 'CLASSIC,SUNBURST')).toEqual(lowOcr);
    expect(confirm('FOB JAKARTA', 'FOB-JAKARTA')).toEqual(lowOcr);
    expect(confirm('NUSANTARA ABADI', 'NUSANTARA **ABADI')).toEqual(lowOcr);
    // Two words joined or one parted by either read, a word left out, another letter: no agreement.
    expect(confirm('SINGA BORNEO', 'SINGABORNEO')).toEqual(lowOcr);
    expect(confirm('SINGABORNEO', 'SINGA-BORNEO')).toEqual(lowOcr);
    expect(confirm('SAME AS CONSIGNEE', 'SAME CONSIGNEE')).toEqual(lowOcr);
    expect(confirm('NUSANTARA ABADI', 'NUSANTARA*ABAD1')).toEqual(lowOcr);
    // The first read's own mark is what would be in doubt.
    expect(confirm('FOB-JAKARTA', 'FOB JAKARTA')).toEqual(lowOcr);
    // A value of another type: its separators are part of it.
    expect(confirm('NUSANTARA ABADI', 'NUSANTARA*ABADI', {})).toEqual(lowOcr);
  });

  it('keeps an OCR doubt only when the second read has it too, and a doubt of place always', () => {
    const parts = { ocr: 0.9, anchor: 1, fit: 0.5 };
    // "34.311.40" read again as "34,311.40": the separators were the first read's slip.
    const settled = confirmed(judged(34311.4, ['amount']), parts, [word('34,311.40', 0.9)], judged(34311.4));
    expect(settled.doubts).toEqual([]);
    expect(settled.parts.fit).toBe(1);
    const both = confirmed(
      judged(34311.4, ['amount']),
      parts,
      [word('34.311.40', 0.9)],
      judged(34311.4, ['amount']),
    );
    expect(both.doubts).toEqual(['amount']);
    // Read again with the decimals lost that the first read was doubted for: the same value, other digits.
    const lost = confirmed(
      { ...judged(16789939, ['amount']), text: '16.789.939 17' },
      parts,
      [word('16.789.939', 0.95)],
      { ...judged(16789939), text: '16.789.939' },
    );
    expect(lost).toEqual({ doubts: ['amount'], parts });
    const cut = confirmed(judged('HAI 316', ['cut']), parts, [word('HAI 316', 0.9)], judged('HAI 316'));
    expect(cut.doubts).toEqual(['cut']);
  });

  it("takes a second read of a listed port's name where the first was one letter off it", () => {
    // scan-noisy's invoice: "YOKQHAMA, JAPAN" (a name one letter off the list's), read again
    // "YOKOHAMA, JAPAN": the reads differ in one letter, and the list says which is the name.
    const first = { ...judged('YOKQHAMA, JAPAN', ['near', 'unlisted'], 0.8), text: 'YOKQHAMA, JAPAN' };
    const again = [word('YOKOHAMA,', 0.9), word('JAPAN', 0.95)];
    const listed = { ...judged('JPYOK'), text: 'YOKOHAMA, JAPAN' };
    const taken = listedAgain(first, lowOcr, again, listed);
    expect(taken?.doubts).toEqual([]);
    expect(taken?.parts.ocr).toBeCloseTo(0.7 * 0.9 + 0.3 * 0.925, 5);
    expect(taken?.parts.fit).toBe(1);
    // A doubt of place stays.
    const cut = listedAgain({ ...first, doubts: ['near', 'cut'] }, lowOcr, again, listed);
    expect(cut?.doubts).toEqual(['cut']);
    // Further off than one letter, unlisted too, in doubt itself, or a first read not near a name:
    // the first read stands.
    expect(listedAgain(first, lowOcr, again, { ...listed, text: 'YOKOHAMA, JAPAN.' })).toBeUndefined();
    expect(listedAgain(first, lowOcr, again, { ...listed, fit: 0.8 })).toBeUndefined();
    expect(listedAgain(first, lowOcr, again, { ...listed, doubts: ['mark'] })).toBeUndefined();
    expect(listedAgain({ ...first, doubts: ['unlisted'] }, lowOcr, again, listed)).toBeUndefined();
  });

  it('reads again a value its own check refused, and takes the second read where it passes', () => {
    // scan-noisy's PEB: "05.682.880.0-776.000." (a 5 read as 6 under the specks) fails the NPWP's
    // Luhn digit; read again as "05.582.880.0-776.000", it passes.
    const refused = {
      normalized: { value: null, reason: 'Digit pemeriksa NPWP tidak cocok.', invalid: true as const },
    };
    const npwp = [word('05.682.880.0-776.000.', 0.54)];
    expect(refusedByCheck('npwp', refused, npwp)).toBe(true);
    expect(refusedByCheck('container', refused, npwp)).toBe(true);
    // No check to pass again: an HS code of the wrong length, a value not found at all.
    expect(refusedByCheck('hs_code', refused, npwp)).toBe(false);
    expect(
      refusedByCheck('npwp', { normalized: { value: null, reason: 'NPWP tidak ditemukan.' } }, npwp),
    ).toBe(false);
    const first = { ...judged(null), doubts: ['cut'] };
    const again = [word('05.582.880.0-776.000', 0.8)];
    const taken = checkedAgain('npwp', first, lowOcr, again, judged('055828800776000'));
    expect(taken?.parts.ocr).toBeCloseTo(0.8, 5);
    expect(taken?.doubts).toEqual(['cut']);
    // Refused again: the first read's refusal stands.
    expect(checkedAgain('npwp', first, lowOcr, again, judged(null))).toBeUndefined();
    // Set 3's: the second read as unsure as the first. The office and branch digits after the
    // checked ones ("776.000") read alike by both reads are two witnesses' ...
    const unsure = [word('05.582.880.0-776.000', 0.34)];
    const branch = (text: string) =>
      checkedAgain('npwp', { ...first, text }, lowOcr, unsure, judged('055828800776000'))?.parts.ocr;
    expect(branch('05.682.880.0-776.000.')).toBeCloseTo(1 - 0.5 * 0.66, 5);
    // ... read otherwise there, or with a digit more or less, the second read's own.
    expect(branch('05.682.880.0-716.000.')).toBeCloseTo(0.34, 5);
    expect(branch('05.682.880.0-776.0000')).toBeCloseTo(0.34, 5);
    expect(checkedAgain('npwp', first, lowOcr, unsure, judged('055828800776000'))?.parts.ocr).toBeCloseTo(
      0.34,
      5,
    );
  });

  it('doubts a scanned text opening with a quote or closing with a colon or a slash, not a mark inside', () => {
    const doubts = (text: string) => readValue('text', text, true, {}, { captions: [] }).doubts;
    expect(doubts("'MERATUS JAYA")).toContain('mark');
    expect(doubts('ROBUSTA COFFEE BEANS:')).toContain('mark');
    expect(doubts('PINISI SETIA/')).toContain('mark');
    // A separator standing apart is dropped from the value: not a mark of the value's.
    expect(doubts('WAN HAI 176 /')).not.toContain('mark');
    expect(doubts('PLYWOOD BB/CC')).not.toContain('mark');
    expect(doubts("SHIPPER'S OWN")).not.toContain('mark');
  });

  it("reads a value's own pixels again on a real scan, enlarged, where the first read found it", async () => {
    const manifest = await fixtures();
    const file = manifest.files.find((f) => f.variant === 'scan' && f.set === 1 && f.document === 'invoice');
    expect(file).toBeDefined();
    const placements = await readPlacements(file!.document);
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const document = await ingest(await readFixture(file!.file));
    const values = await extract(document, placements.labels, { sample, dateFormat: file!.dateFormat });
    const invoiceNumber = values.find((v) => v.label === 'Nomor Invoice');
    expect(invoiceNumber?.text).toMatch(/\S/);
    const at = rectToBox(invoiceNumber!.box);
    const again = await readAgain(document, invoiceNumber!.page, sharedOcrPool(), [
      { text: invoiceNumber!.text, confidence: invoiceNumber!.confidence, box: at },
    ]);
    expect(readingText(again)).toBe(invoiceNumber!.text);
    // The words come back at their place on the page, not on the enlarged crop.
    for (const w of again) {
      expect(w.box.x0).toBeGreaterThanOrEqual(at.x0 - 0.02);
      expect(w.box.x1).toBeLessThanOrEqual(at.x1 + 0.02);
      expect(w.box.y0).toBeGreaterThanOrEqual(at.y0 - 0.01);
      expect(w.box.y1).toBeLessThanOrEqual(at.y1 + 0.01);
    }
  }, 120_000);
});
