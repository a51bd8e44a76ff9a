import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedApart } from '../fixtures/apart.ts';
import { hardFixtures, readFixture } from '../fixtures/load.ts';
import { hasChromium } from '../fixtures/outside/print.ts';
import { generateOutside3Fixtures } from '../fixtures/outside-3/generate-outside-3.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import { ingest } from '../ingest/ingest.ts';
import { OcrPool } from '../ocr/pool.ts';
import type { EngineDocument, Word } from '../types.ts';
import { joinAt } from './read-zones.ts';
import { wordSource } from './word-source.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});

/**
 * A pool whose first two OCR calls are answered together (both released in one turn of the event
 * loop, as two workers can finish at once) or apart (the second 200 ms after the first). Counts
 * every call.
 */
const pacedPool = (together: boolean): OcrPool & { calls: number } => {
  const pool = Object.assign(new OcrPool(2, { idleMs: 0 }), { calls: 0 });
  const use = pool.use.bind(pool);
  const held: Array<() => void> = [];
  pool.use = async (job) => {
    const call = ++pool.calls;
    const result = await use(job);
    if (call > 2) return result;
    await new Promise<void>((release) => {
      held.push(release);
      if (held.length < 2) return;
      if (together) for (const next of held) next();
      else {
        held[0]!();
        setTimeout(held[1]!, 200);
      }
    });
    return result;
  };
  return pool;
};

/** A pool of two workers that counts its OCR calls. */
const countingPool = (): OcrPool & { calls: number } => {
  const pool = Object.assign(new OcrPool(2, { idleMs: 0 }), { calls: 0 });
  const use = pool.use.bind(pool);
  pool.use = (job) => {
    pool.calls++;
    return use(job);
  };
  return pool;
};

const word = (text: string, y0: number, y1: number): Word => ({
  text,
  confidence: 0.9,
  ocr: true,
  box: box(0.1, y0, 0.3, y1),
});

describe('the two halves of a page read whole', () => {
  it('are joined between two lines near their parting', () => {
    const at = joinAt([word('above', 0.47, 0.486), word('below', 0.503, 0.518), word('far', 0.2, 0.21)]);
    expect(at).toBeGreaterThan(0.486);
    expect(at).toBeLessThan(0.503);
  });

  it('are joined at the parting on a page with no line near it', () => {
    expect(joinAt([word('far', 0.2, 0.21)])).toBeCloseTo(0.5, 2);
  });

  it('are joined beside a line that crosses the parting, never through it', () => {
    const at = joinAt([word('across', 0.492, 0.508), word('next', 0.515, 0.53)]);
    expect(at < 0.492 || (at > 0.508 && at < 0.515)).toBe(true);
  });
});

describe('regions of a scan read after the first zones', () => {
  let document: EngineDocument;
  let bytes: Uint8Array;
  beforeAll(async () => {
    const manifest = await hardFixtures();
    const file = manifest.files.find(
      (f) => f.variant === 'drift-scan' && f.set === 1 && f.document === 'invoice',
    );
    if (!file) throw new Error('no drift-scan of set 1 invoice in the hard fixtures');
    bytes = await readFixture(file.file);
    document = await ingest(bytes);
    // The hard fixtures are generated on first use, here or by another file under their lock: minutes
    // beside the browser tests on a loaded CI machine (this hook timed out at two minutes once).
  }, 600_000);

  // Two readers each read a region (one ruled, one plain: two OCR calls), then a region that
  // overlaps the other reader's next one. What is OCRed together must not depend on whether the
  // two first reads ended at once: the sheets change what tesseract reads.
  const readTwice = async (pool: OcrPool) => {
    const source = wordSource(document, 1, pool);
    const reader = async (first: FractionBox, ruled: boolean, next: FractionBox) => {
      await source.around(first, { ruled });
      return source.around(next);
    };
    return Promise.all([
      reader(box(0.05, 0.1, 0.5, 0.2), true, box(0.05, 0.3, 0.6, 0.36)),
      reader(box(0.5, 0.1, 0.95, 0.2), false, box(0.1, 0.31, 0.65, 0.37)),
    ]);
  };
  const pools: OcrPool[] = [];
  afterAll(() => Promise.all(pools.map((pool) => pool.terminate())));

  it('are batched by what woke their readers, not by when the OCR calls ended', async () => {
    const together = pacedPool(true);
    const apart = pacedPool(false);
    pools.push(together, apart);
    const readTogether = await readTwice(together);
    const readApart = await readTwice(apart);
    // Each next region on its own sheet both times: 2 first calls, then 1 each.
    expect([together.calls, apart.calls]).toEqual([4, 4]);
    expect(readTogether).toEqual(readApart);
  }, 120_000);

  it("answers a region asked for once the page moved from its whole read, cutting no crop of its own but a value's", async () => {
    const pool = countingPool();
    pools.push(pool);
    // A document of its own: the other test's source has read its page already.
    const fresh = await ingest(bytes);
    const source = wordSource(fresh, 1, pool);
    source.moved?.();
    const region = await source.around(box(0.1, 0.3, 0.6, 0.36));
    expect(region).toEqual(await source.all());
    expect(region.length).toBeGreaterThan(50);
    // In two halves, one call each (side by side on the pool's two workers).
    expect(pool.calls).toBe(2);
    // The halves overlap: each word where they do is taken from one of them only.
    const middle = (w: Word) => (w.box.y0 + w.box.y1) / 2;
    const overlap = region.filter((w) => Math.abs(middle(w) - 0.5) < 0.04);
    const twice = overlap.filter((w, i) =>
      overlap.some((o, j) => j < i && o.text === w.text && o.box.x0 < w.box.x1 && w.box.x0 < o.box.x1),
    );
    expect(twice).toEqual([]);
    expect(region.some((w) => middle(w) < 0.4) && region.some((w) => middle(w) > 0.6)).toBe(true);
    // Read as a zone is, at the scan's own resolution: not the page's full read, kept for the viewer.
    expect(fresh.pages[0]?.complete).not.toBe(true);
    // A value's crop is still cut and read on its own.
    const crop = await source.around(box(0.1, 0.3, 0.6, 0.36), { crop: true });
    expect(pool.calls).toBe(3);
    expect(crop.length).toBeLessThan(region.length);
  }, 120_000);

  it('reads a region asked for before the page was told moved on its own, however soon the verdict came', async () => {
    const pool = countingPool();
    pools.push(pool);
    const source = wordSource(await ingest(bytes), 1, pool);
    // Asked for, its batch still to be begun, when the verdict comes in.
    const asked = source.around(box(0.1, 0.3, 0.6, 0.36));
    source.moved?.();
    const region = await asked;
    const page = await source.all();
    // Its own read and the page's two halves.
    expect(pool.calls).toBe(3);
    expect(region.length).toBeGreaterThan(0);
    expect(region.length).toBeLessThan(page.length);
  }, 120_000);
});

describe("a strip along a form's line, its ruling taken out (the third outside set's scan)", () => {
  // Set 2's PEB printed and copied into a folder of its own: its buyer, a box whose top rule a
  // strip along the name's line catches.
  const set = generatedApart('outside-3-', (dir) =>
    generateOutside3Fixtures(dir, { sets: [2], documents: ['peb'] }),
  );

  it.skipIf(!hasChromium())(
    'reads the words a border along its edge garbled',
    async () => {
      const file = set.manifest.files.find((f) => f.variant === 'outside-3-scan' && f.document === 'peb');
      if (!file) throw new Error('no scanned PEB in set 2 of the third outside set');
      const document = await ingest(await readFile(join(set.dir, file.file)));
      const pool = new OcrPool(1, { idleMs: 0 });
      try {
        // The strip readOn asks for past "MED", where the zone read before ended ("CONSERVAS Y
        // CONGELADOS DEL MEDITERRANEO, S.L."): read as it is, tesseract made "Kerem," of it.
        const strip = box(0.1768, 0.3203, 0.5466, 0.338);
        const texts = async (options: { unruled?: boolean }) =>
          (await wordSource(document, 1, pool).around(strip, options)).map((w) => w.text);
        expect(await texts({ unruled: true })).toEqual(expect.arrayContaining(['MEDITERRANEO,', 'S.L.']));
        expect(await texts({})).not.toContain('MEDITERRANEO,');
      } finally {
        await pool.terminate();
      }
    },
    180_000,
  );
});
