import { describe, expect, it } from 'vitest';
import { fixtures, readFixture, readPlacements, score } from '../fixtures/load.ts';
import { ingest } from '../ingest/ingest.ts';
import { extract } from './extract.ts';

describe('extraction from digital PDFs (text layer)', () => {
  it.each(['digital', 'shifted'] as const)('reads every field of %s documents exactly', async (variant) => {
    const manifest = await fixtures();
    let right = 0;
    let total = 0;
    const wrong: string[] = [];
    for (const file of manifest.files.filter((f) => f.variant === variant)) {
      const placements = await readPlacements(file.document);
      const sample = await ingest(await readFixture(`placements/${placements.sample}`));
      const document = await ingest(await readFixture(file.file));
      expect(document.pages.every((p) => p.source === 'text')).toBe(true);
      const values = await extract(document, placements.labels, { sample, dateFormat: file.dateFormat });
      const result = score(file, values);
      right += result.right;
      total += result.total;
      wrong.push(...result.wrong);
    }
    expect(wrong).toEqual([]);
    expect(right / total).toBe(1);
  });

  it('returns evidence for each value: raw text, confidence, page and box in percent', async () => {
    const manifest = await fixtures();
    const file = manifest.files.find(
      (f) => f.variant === 'shifted' && f.document === 'invoice' && f.set === 2,
    )!;
    const placements = await readPlacements('invoice');
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const values = await extract(await ingest(await readFixture(file.file)), placements.labels, { sample });
    const npwp = values.find((v) => v.label === 'NPWP Eksportir')!;
    expect(npwp.text).toMatch(/^\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}$/);
    expect(npwp.confidence).toBe(1);
    expect(npwp.page).toBe(1);
    // The shifted invoice pushes the NPWP 26 pt (3.1% of the page) further down than on the sample.
    const drawn = placements.labels.find((p) => p.label === 'NPWP Eksportir')!;
    expect(npwp.box.y - drawn.y).toBeGreaterThan(3);
    const rows = values.filter((v) => v.label === 'Kode HS');
    expect(rows.map((r) => r.row)).toEqual(rows.map((_, i) => i + 1));
    expect(values.find((v) => v.label === 'Nilai FOB')?.unit).toBe('USD');
  });
});

describe('extraction hints', () => {
  it('strips text and picks a pattern before the value is normalised, on every row of a table', async () => {
    const placements = await readPlacements('invoice');
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const npwp = placements.labels.find((p) => p.label === 'NPWP Eksportir')!;
    const hs = placements.labels.filter((p) => p.label === 'Kode HS');
    const plain = await extract(sample, [npwp, ...hs], { sample });
    const hinted = await extract(
      sample,
      [
        // Keeps only the first two groups of the NPWP's digits: a different, still valid-looking text.
        { ...npwp, hint: { pattern: String.raw`^(\d{2}\.\d{3})` } },
        ...hs.map((p) => ({ ...p, hint: { strip: '.' } })),
      ],
      { sample },
    );
    const plainNpwp = plain.find((v) => v.label === 'NPWP Eksportir')!;
    const hintedNpwp = hinted.find((v) => v.label === 'NPWP Eksportir')!;
    expect(hintedNpwp.text).toBe(plainNpwp.text.slice(0, 6));
    expect(hintedNpwp.value).toBeNull();
    expect(hintedNpwp.reason).toBeTruthy();
    const plainHs = plain.filter((v) => v.label === 'Kode HS');
    const hintedHs = hinted.filter((v) => v.label === 'Kode HS');
    expect(hintedHs.length).toBe(plainHs.length);
    expect(hintedHs.length).toBeGreaterThan(1);
    for (const [i, value] of hintedHs.entries()) {
      expect(value.text).not.toContain('.');
      expect(value.value).toBe(plainHs[i]!.value);
    }
  });

  it('leaves the value empty with a reason when the pattern does not match', async () => {
    const placements = await readPlacements('invoice');
    const sample = await ingest(await readFixture(`placements/${placements.sample}`));
    const number = placements.labels.find((p) => p.label === 'Nomor Invoice')!;
    const [value] = await extract(sample, [{ ...number, hint: { pattern: '^XYZ-\\d+' } }], { sample });
    expect(value?.value).toBeNull();
    expect(value?.reason).toBe('Nilai tidak cocok dengan pola petunjuk.');
  });
});
