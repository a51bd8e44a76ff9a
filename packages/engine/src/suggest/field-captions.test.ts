import { describe, expect, it } from 'vitest';
import { fixtureLabels } from '../fixtures/suggest-labels.ts';
import { writePdf } from '../fixtures/write-pdf.ts';
import { ingest } from '../ingest/ingest.ts';
import { suggest } from './suggest.ts';

const text = (x: number, y: number, value: string, size = 9) => ({
  kind: 'text' as const,
  page: 1,
  x,
  y,
  text: value,
  size,
  bold: false,
});

const proposal = (result: Awaited<ReturnType<typeof suggest>>, label: string) =>
  result.proposals.find((p) => p.label === label);

describe('captions of a field line, a letterhead, a date order', () => {
  it('reads "9. Invoice : number Tgl. date" as the invoice number and the invoice date', async () => {
    const document = await ingest(
      await writePdf([
        text(30, 240, '9.'),
        text(50, 240, 'Invoice'),
        text(133, 240, ':'),
        text(145, 240, 'SKN/EXP/2611/0142'),
        text(240, 240, 'Tgl.'),
        text(258, 240, '2026-11-24'),
      ]),
    );
    const result = await suggest(document, fixtureLabels());
    expect(proposal(result, 'Nomor Invoice')).toMatchObject({
      value: 'SKN/EXP/2611/0142',
      caption: 'Invoice :',
    });
    expect(proposal(result, 'Tanggal Invoice')).toMatchObject({ value: '2026-11-24', caption: 'Tgl.' });
  });

  it("proposes the letterhead's company for the exporter, to check; not a carrier's", async () => {
    const body = [
      text(45, 140, 'Kepada Yth. / To :'),
      text(45, 152, 'HANSOL FOOD TRADING CO., LTD.'),
      text(330, 140, 'Tanggal'),
      text(420, 140, '04/12/2026'),
      text(330, 160, 'Jumlah Berat Bersih'),
      text(330, 180, 'Uraian Barang'),
    ];
    const packing = await ingest(
      await writePdf([
        text(175, 35, 'PT SARI KELAPA NUSANTARA', 15),
        text(165, 55, 'Jl. Raya Cikande Km. 4,5, Serang, Banten'),
        text(245, 98, 'DAFTAR KEMASAN', 12),
        text(265, 112, 'Packing List'),
        ...body,
      ]),
    );
    const result = await suggest(packing, fixtureLabels());
    const exporter = proposal(result, 'Nama Eksportir');
    expect(exporter).toMatchObject({ value: 'PT SARI KELAPA NUSANTARA', by: 'type' });
    expect(exporter!.confidence).toBeLessThan(0.8);
    // "04/12/2026" on a document in Indonesian: the day first, never sure.
    const date = proposal(result, 'Tanggal Packing List');
    expect(date?.value).toBe('2026-12-04');
    expect(date!.confidence).toBeLessThan(0.8);
    const bill = await ingest(
      await writePdf([
        text(175, 35, 'SAMUDERA LINTAS LINES LTD', 15),
        text(245, 98, 'BILL OF LADING', 12),
        ...body,
      ]),
    );
    expect(proposal(await suggest(bill, fixtureLabels()), 'Nama Eksportir')).toBeUndefined();
  });
});
