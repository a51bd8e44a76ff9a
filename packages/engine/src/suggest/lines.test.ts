import { describe, expect, it } from 'vitest';
import { toLines } from '../extract/lines.ts';
import { fraction } from '../geometry/types.ts';
import type { Word } from '../types.ts';
import { linesOf, residualSlope } from './lines.ts';

/**
 * Printed lines 0.014 apart, rising by `slope` of the page per page width (a scan left a little
 * askew), and far below them, lines standing apart that give the slope its pairs of words.
 */
const askew = (slope: number): Word[] =>
  [
    'PT SARI KELAPA NUSANTARA BARU',
    'Jl. Raya Cikande KM. 4,5 Serang',
    'Banten 42186 Indonesia Timur Raya',
    ...Array.from({ length: 4 }, () => ''),
    'DESICCATED COCONUT FINE GRADE 3,600 KGS',
    ...Array.from({ length: 4 }, () => ''),
    'VIRGIN COCONUT OIL 5,000 KGS 1.18',
  ].flatMap((printed, row) =>
    printed
      .split(' ')
      .filter(Boolean)
      .flatMap((text, i) =>
        [0, 1].map((half) => {
          // Each line printed twice across the page (two columns), to give the slope its pairs.
          const x0 = 0.05 + half * 0.45 + i * 0.07;
          const y0 = 0.18 + row * 0.014 + slope * (x0 + 0.03);
          return {
            text,
            box: { x0: fraction(x0), y0: fraction(y0), x1: fraction(x0 + 0.06), y1: fraction(y0 + 0.009) },
            confidence: 0.95,
          };
        }),
      ),
  );

describe('lines of a scan left askew', () => {
  it('finds the printed lines that toLines merges, by the slope of neighbouring words', () => {
    const words = askew(-0.012);
    // toLines merges the three top lines (fewer lines than printed: 5).
    expect(toLines(words).length).toBeLessThan(5);
    expect(residualSlope(toLines(words))).toBeLessThan(-0.002);
    const lines = linesOf(words, true);
    expect(
      lines.slice(0, 3).map((l) =>
        l.words
          .slice(0, 5)
          .map((w) => w.text)
          .join(' '),
      ),
    ).toEqual([
      'PT SARI KELAPA NUSANTARA BARU',
      'Jl. Raya Cikande KM. 4,5',
      'Banten 42186 Indonesia Timur Raya',
    ]);
  });

  it('leaves a straight page, and a text layer, as toLines reads them', () => {
    const straight = askew(0);
    expect(linesOf(straight, true)).toEqual(toLines(straight));
    expect(linesOf(askew(-0.012), false)).toEqual(toLines(askew(-0.012)));
  });
});
