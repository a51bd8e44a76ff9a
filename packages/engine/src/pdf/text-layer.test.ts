import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { readTextLayer } from './text-layer.ts';

/** A page of 600 x 800 points whose text content is `runs` (x, y of the baseline from the bottom left, width). */
const pageOf = (
  runs: ReadonlyArray<{ str: string; x: number; y: number; width: number; size?: number; degrees?: number }>,
) =>
  ({
    getViewport: () => ({ transform: [1, 0, 0, -1, 0, 800], scale: 1, width: 600, height: 800 }),
    getTextContent: async () => ({
      items: runs.map((r) => ({
        str: r.str,
        transform: turned(r.size ?? 8, r.degrees ?? 0, r.x, r.y),
        width: r.width,
        height: r.size ?? 8,
        hasEOL: false,
      })),
    }),
  }) as unknown as PDFPageProxy;

/** A text matrix of `size` turned `degrees` counter-clockwise, at x, y. */
const turned = (size: number, degrees: number, x: number, y: number): number[] => {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return [size * cos, size * sin, -size * sin, size * cos, x, y];
};

describe('readTextLayer', () => {
  it('leaves out a watermark running across the page, and keeps text turned a little or a quarter turn', async () => {
    const words = await readTextLayer(
      pageOf([
        { str: 'FORMOSA OCEAN', x: 300, y: 600, width: 60 },
        { str: 'NON-NEGOTIABLE COPY', x: 80, y: 150, width: 420, size: 60, degrees: 35 },
        { str: 'DESKEWED', x: 100, y: 300, width: 40, degrees: 3 },
        { str: 'MARGIN', x: 20, y: 300, width: 30, degrees: 90 },
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(['FORMOSA', 'OCEAN', 'DESKEWED', 'MARGIN']);
  });

  it("joins a run that starts where the previous one ended into its word (a ligature's run)", async () => {
    // Chromium's PDF of "– Black phenolic film both sides": "fi" is a run of its own.
    const words = await readTextLayer(
      pageOf([
        { str: 'Black phenolic', x: 62.34, y: 400, width: 55.86 },
        { str: ' ', x: 118.2, y: 400, width: 2.19 },
        { str: 'fi', x: 120.39, y: 400, width: 4.47 },
        { str: 'lm both sides', x: 124.86, y: 400, width: 50 },
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(['Black', 'phenolic', 'film', 'both', 'sides']);
    const film = words[2]!;
    expect(film.box.x0).toBeCloseTo(120.39 / 600, 3);
    expect(film.box.x1).toBeGreaterThan(124.86 / 600);
  });

  it('joins a run that starts back inside the previous one by a kern ("SP" then "., CLEAN")', async () => {
    // Chromium's PDF of "GRACILARIA SP., CLEAN" in DejaVu Serif: the kerned "P." pair starts the
    // second run 1.54 pt (0.2 em) before where the first one's advance ends.
    const words = await readTextLayer(
      pageOf([
        { str: 'DRIED SEAWEED GRACILARIA SP', x: 109.02, y: 400, width: 135.7, size: 7.6 },
        { str: '., CLEAN', x: 243.18, y: 400, width: 30, size: 7.6 },
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(['DRIED', 'SEAWEED', 'GRACILARIA', 'SP.,', 'CLEAN']);
  });

  it('keeps runs apart that a space, a gap, another line or another size separates', async () => {
    const words = await readTextLayer(
      pageOf([
        { str: 'GROSS ', x: 50, y: 400, width: 30 },
        { str: 'WEIGHT', x: 80, y: 400, width: 30 },
        { str: 'KGS', x: 112, y: 400, width: 15 },
        { str: '1,250', x: 127, y: 380, width: 20 },
        { str: 'NET', x: 147, y: 380, width: 30, size: 14 },
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(['GROSS', 'WEIGHT', 'KGS', '1,250', 'NET']);
  });
});

describe('an overprinted text (a shadow, a fake bold, an overstrike)', () => {
  it('reads each word once, and keeps a word printed again elsewhere', async () => {
    const words = await readTextLayer(
      pageOf([
        // Chromium's PDF of a text with a CSS text-shadow: the shadow's run, then the text's.
        { str: 'PT SAMUDERA', x: 100, y: 500, width: 50 },
        { str: 'PT SAMUDERA', x: 100, y: 500, width: 50 },
        // A fake bold: printed again 0.4 pt to the right.
        { str: 'LEMBEH', x: 160.4, y: 500, width: 30 },
        { str: 'LEMBEH', x: 160, y: 500, width: 30 },
        // The same word on the next line is another word.
        { str: 'LEMBEH', x: 160, y: 488, width: 30 },
      ]),
    );
    expect(words.map((w) => w.text)).toEqual(['PT', 'SAMUDERA', 'LEMBEH', 'LEMBEH']);
    expect(words[3]!.box.y0).toBeGreaterThan(words[2]!.box.y0);
  });
});
