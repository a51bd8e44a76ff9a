import { describe, expect, it } from 'vitest';
import { generateSuggestFixtures } from '../fixtures/generate-suggest.ts';
import { fixtures, readFixture } from '../fixtures/load.ts';
import { ingest } from '../ingest/ingest.ts';
import { classify } from './classify.ts';

const TYPES = {
  invoice: 'Commercial Invoice',
  'packing-list': 'Packing List',
  'bill-of-lading': 'Bill of Lading',
  peb: 'PEB',
};

const samples = async () =>
  Promise.all(
    Object.entries(TYPES).map(async ([type, name]) => ({
      type,
      name,
      document: await ingest(await readFixture(`sets/1/digital/${type}.pdf`)),
    })),
  );

describe('classify: which sample document a file is', () => {
  it('assigns every document of another shipment to its type; a letter to none', async () => {
    const manifest = await fixtures();
    const own = await generateSuggestFixtures();
    const files = manifest.files.filter((f) => f.set === 2 && f.variant === 'digital');
    const letter = own.files.find((f) => f.document === 'letter' && f.variant === 'digital')!;
    const documents = await Promise.all(
      [...files, letter].map(async (f) => ingest(await readFixture(f.file))),
    );
    const results = await classify(await samples(), documents);
    expect(results.map((r) => r.type)).toEqual([...files.map((f) => f.document), null]);
    for (const r of results.slice(0, -1)) expect(r.score).toBeGreaterThan(0.8);
    // The reason: the title words found atop the page, and every type's score, best first.
    const invoice = results[files.findIndex((f) => f.document === 'invoice')]!;
    expect(invoice.title).toEqual(['commercial', 'invoice']);
    expect(invoice.scores[0]).toEqual({ type: 'invoice', score: invoice.score });
    expect(invoice.scores).toHaveLength(4);
  });

  it('knows a type by its other usual titles: a SEA WAYBILL is the bill of lading', async () => {
    const own = await generateSuggestFixtures();
    const waybill = own.files.find((f) => f.document === 'bill-of-lading' && f.variant === 'digital')!;
    const [result] = await classify(await samples(), [await ingest(await readFixture(waybill.file))]);
    expect(result).toMatchObject({ type: 'bill-of-lading', title: ['sea', 'waybill'] });
  });

  it('assigns scanned documents (OCR) by their title and captions; a scanned letter to none', async () => {
    const manifest = await fixtures();
    const own = await generateSuggestFixtures();
    const files = manifest.files.filter(
      (f) => f.set === 3 && f.variant === 'scan' && (f.document === 'packing-list' || f.document === 'peb'),
    );
    // The letter's body speaks of "pemberitahuan pabean atas barang": words of the PEB's full title,
    // in a sentence, not a title.
    const letter = own.files.find((f) => f.document === 'letter' && f.variant === 'scan')!;
    const documents = await Promise.all(
      [...files, letter].map(async (f) => ingest(await readFixture(f.file))),
    );
    const results = await classify(await samples(), documents);
    expect(results.map((r) => r.type)).toEqual([...files.map((f) => f.document), null]);
  }, 120_000);
});
