import { describe, expect, it } from 'vitest';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import { anchorsOf } from './anchors.ts';
import { captionAbove, captionLeft } from './caption.ts';
import { realign } from './realign.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});
const word = (text: string, x0: number, y0: number, width = 0.06, height = 0.012, confidence = 1): Word => ({
  text,
  box: box(x0, y0, x0 + width, y0 + height),
  confidence,
});

/** A sample page: "Invoice No." then its value; "Gross Weight" above its value; "Nama" twice. */
const sample: Word[] = [
  word('Invoice', 0.1, 0.1),
  word('No.', 0.17, 0.1, 0.03),
  word('INV-001', 0.3, 0.1),
  word('Gross', 0.1, 0.3),
  word('Weight', 0.17, 0.3),
  word('1,000', 0.1, 0.315),
  word('Nama', 0.1, 0.5),
  word('A', 0.3, 0.5),
  word('Nama', 0.1, 0.6),
  word('B', 0.3, 0.6),
];

describe('captions', () => {
  it('finds the caption left of a value, and above when there is none', () => {
    expect(captionLeft(sample, box(0.29, 0.098, 0.5, 0.114))?.text).toBe('Invoice No.');
    expect(captionAbove(sample, box(0.09, 0.313, 0.3, 0.33))?.text).toBe('Gross Weight');
  });
});

describe('realign', () => {
  it('moves the box with its caption on a shifted page', () => {
    const moved = sample.map((w) => word(w.text, w.box.x0 + 0.02, w.box.y0 + 0.05, w.box.x1 - w.box.x0));
    const rect = {
      label: 'Nomor Invoice',
      type: 'text' as const,
      page: 1,
      x: 29,
      y: 9.8,
      width: 21,
      height: 1.6,
    } as Parameters<typeof anchorsOf>[0];
    const anchors = anchorsOf(rect, sample);
    const result = realign(box(0.29, 0.098, 0.5, 0.114), anchors, moved);
    expect(result.anchor?.text).toBe('Invoice No.');
    expect(result.dx).toBeCloseTo(0.02, 6);
    expect(result.dy).toBeCloseTo(0.05, 6);
  });

  it('picks the occurrence nearest to where the caption was', () => {
    const pushed = sample.map((w) =>
      w.box.y0 >= 0.55 ? word(w.text, w.box.x0, w.box.y0 + 0.04, w.box.x1 - w.box.x0) : w,
    );
    const anchors = [{ text: 'Nama', box: box(0.1, 0.6, 0.16, 0.612) }];
    expect(realign(box(0.29, 0.598, 0.5, 0.614), anchors, pushed).dy).toBeCloseTo(0.04, 6);
    const first = [{ text: 'Nama', box: box(0.1, 0.5, 0.16, 0.512) }];
    expect(realign(box(0.29, 0.498, 0.5, 0.514), first, pushed).dy).toBeCloseTo(0, 6);
  });

  it('falls back to an alias, and leaves the box alone when nothing is found', () => {
    const page = [word('Berat', 0.1, 0.35), word('Kotor', 0.17, 0.35), word('1.000', 0.3, 0.35)];
    const aliases = [
      { text: 'Gross Weight', box: box(0.1, 0.3, 0.23, 0.312) },
      { text: 'Berat Kotor', box: box(0.1, 0.3, 0.23, 0.312) },
    ];
    const result = realign(box(0.29, 0.298, 0.5, 0.314), aliases, page);
    expect(result.anchor?.text).toBe('Berat Kotor');
    expect(result.dy).toBeCloseTo(0.05, 6);
    expect(realign(box(0.29, 0.298, 0.5, 0.314), aliases, []).dy).toBe(0);
  });

  it('accepts OCR text close to the caption when asked to', () => {
    const ocr = [word('lnvoice', 0.12, 0.11), word('No', 0.19, 0.11, 0.03)];
    const anchors = [{ text: 'Invoice No.', box: box(0.1, 0.1, 0.2, 0.112) }];
    expect(realign(box(0.29, 0.098, 0.5, 0.114), anchors, ocr).anchor).toBeUndefined();
    expect(realign(box(0.29, 0.098, 0.5, 0.114), anchors, ocr, { minSimilarity: 0.75 }).dy).toBeCloseTo(
      0.01,
      6,
    );
  });
});
