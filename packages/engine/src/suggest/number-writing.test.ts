import { describe, expect, it } from 'vitest';
import { fraction } from '../geometry/types.ts';
import type { EngineDocument, Word } from '../types.ts';
import { endsOpen } from './names.ts';
import { isCode, numberWriting } from './number-writing.ts';
import { suggest } from './suggest.ts';

const word = (text: string, x0: number, y0: number): Word => ({
  text,
  box: {
    x0: fraction(x0),
    y0: fraction(y0),
    x1: fraction(x0 + text.length * 0.008),
    y1: fraction(y0 + 0.009),
  },
  confidence: 0.95,
});

describe("the writing of a scanned document's numbers", () => {
  it('leaves codes and dates out of the vote', () => {
    expect(isCode('0801.11.00')).toBe(true);
    expect(isCode('02.417.736.2-401.000')).toBe(true);
    expect(isCode('24.11.2026')).toBe(true);
    expect(isCode('1.234.567')).toBe(false);
    expect(isCode('12,000')).toBe(false);
    // Codes would have voted Indonesian; the amounts say English, by a thin vote.
    expect(numberWriting(['4,5', '0801.11.00', '1513.11.00', '2.35', '4.80', '12,000'])).toEqual({
      format: 'en',
      inDoubt: true,
    });
    expect(numberWriting(['17,280.00', '2.35', '4.80', '1.18', '51,380.00']).inDoubt).toBe(false);
  });

  it('never proposes a number hanging on a writing in doubt as sure', async () => {
    const words = [
      word('Quantity', 0.5, 0.3),
      word('12,000', 0.6, 0.3),
      word('KM.', 0.05, 0.1),
      word('4,5', 0.08, 0.1),
      word('Price', 0.5, 0.4),
      word('2.35', 0.6, 0.4),
      word('4.80', 0.6, 0.45),
    ];
    const document: EngineDocument = {
      kind: 'png',
      bytes: new Uint8Array(),
      maxPixels: 0,
      pages: [
        { number: 1, width: 1654, height: 2339, rotation: 0, source: 'ocr', skew: 0, words, complete: true },
      ],
    };
    const result = await suggest(document, [
      { label: 'Jumlah Barang', type: 'quantity', aliases: ['Quantity'] },
    ]);
    const proposal = result.proposals.find((p) => p.label === 'Jumlah Barang');
    expect(proposal?.value).toBe(12000);
    expect(proposal?.confidence).toBeLessThan(0.8);
  });
});

describe('a text that goes on', () => {
  it('ends in a comma, "&" or the first word of a two-word legal form', () => {
    expect(endsOpen([word('DRIED,', 0, 0)])).toBe(true);
    expect(endsOpen([word('IMPEX', 0, 0), word('PRIVATE', 0.1, 0)])).toBe(true);
    expect(endsOpen([word('PRIVATE', 0, 0), word('LIMITED', 0.1, 0)])).toBe(false);
    expect(endsOpen([word('CO.,', 0, 0), word('LTD.', 0.1, 0)])).toBe(false);
  });
});
