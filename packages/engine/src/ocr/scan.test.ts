import { afterAll, describe, expect, it } from 'vitest';
import { extract } from '../extract/extract.ts';
import { fixtures, readFixture, readPlacements, score } from '../fixtures/load.ts';
import { ingest } from '../ingest/ingest.ts';
import { shutdownOcr } from './pool.ts';

afterAll(() => shutdownOcr());

describe('scans (OCR of straightened pages, zonal)', () => {
  it('reads at least 98% of the fields of scanned PDFs and JPEGs exactly', async () => {
    const manifest = await fixtures();
    const files = manifest.files.filter(
      (f) => (f.variant === 'scan' && f.set === 1) || (f.variant === 'scan-jpg' && f.set === 2),
    );
    let right = 0;
    let total = 0;
    const wrong: string[] = [];
    for (const file of files) {
      const placements = await readPlacements(file.document);
      const sample = await ingest(await readFixture(`placements/${placements.sample}`));
      const document = await ingest(await readFixture(file.file));
      expect(document.pages[0]?.source).toBe('ocr');
      const values = await extract(document, placements.labels, { sample, dateFormat: file.dateFormat });
      // The page was straightened by about the angle the scan was turned by.
      expect(Math.abs((document.pages[0]?.skew ?? 0) - (file.angle ?? 0))).toBeLessThan(0.15);
      const result = score(file, values);
      right += result.right;
      total += result.total;
      wrong.push(...result.wrong);
    }
    if (wrong.length > 0) console.error(wrong.join('\n'));
    expect(total).toBeGreaterThan(150);
    expect(right / total).toBeGreaterThanOrEqual(0.98);
  }, 240_000);
});
