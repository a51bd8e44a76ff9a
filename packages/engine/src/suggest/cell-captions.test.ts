import { describe, expect, it } from 'vitest';
import { fixtureLabels } from '../fixtures/suggest-labels.ts';
import { writePdf } from '../fixtures/write-pdf.ts';
import { ingest } from '../ingest/ingest.ts';
import { extraWords } from './cell-captions.ts';
import { suggest } from './suggest.ts';
import type { SuggestLabel } from './types.ts';

const text = (x: number, y: number, value: string) => ({
  kind: 'text' as const,
  page: 1,
  x,
  y,
  text: value,
  size: 9,
  bold: false,
});

/** A form's field: enumerator, caption, a colon in the value column, the value. */
const field = (y: number, number: string, caption: string, value: string) => [
  text(310, y, number),
  text(330, y, caption),
  text(415, y, ':'),
  text(428, y, value),
];

/** The fixtures' labels, and two of the catalogue's a PEB prints beside them. */
const labels: SuggestLabel[] = [
  ...fixtureLabels(),
  { label: 'Jenis Kemasan', type: 'text', aliases: ['Kind of Packages', 'Jenis Kemasan'] },
  { label: 'Satuan', type: 'text', aliases: ['Unit', 'Satuan'] },
];

const proposed = (result: Awaited<ReturnType<typeof suggest>>, label: string) =>
  result.proposals.find((p) => p.label === label)?.value;

describe('captions of a form cell: over two lines, with words of their own', () => {
  it('matches a phrase printed with extra words, abbreviated or numbered otherwise', () => {
    expect(extraWords(['uraian', 'jenis', 'barang'], ['uraian', 'barang'])).toBe(1);
    expect(extraWords(['nomor', 'voy', 'flight'], ['no', 'voyage'])).toBe(1);
    expect(extraWords(['place', 'and', 'date', 'of', 'issue'], ['place', 'of', 'issue'])).toBe(2);
    // A word of the phrase printed longer is not it; nor are the phrase's words out of order.
    expect(extraWords(['voyage', 'no'], ['voy', 'no'])).toBe(-1);
    expect(extraWords(['port', 'loading'], ['loading', 'port'])).toBe(-1);
  });

  it('reads a PEB-like form: two-line captions, slash and "&" captions, a wrapped name', async () => {
    const document = await ingest(
      await writePdf([
        text(310, 86, 'C. PEMBELI'),
        ...field(100, '7.', 'Nama', 'SHREE GANESH AGRO IMPEX'),
        text(428, 110, 'PRIVATE LIMITED'),
        ...field(130, '14.', 'Nama Sarana', 'SINAR BANDUNG'),
        text(330, 140, 'Pengangkut'),
        ...field(160, '15.', 'Nomor Voy/Flight', '0342N'),
        ...field(180, '18.', 'Tanggal Perkiraan', '2026-11-28'),
        text(330, 190, 'Ekspor'),
        ...field(210, '21.', 'Valuta', 'USD'),
        ...field(226, '22.', 'Cara Penyerahan', 'FOB'),
        ...field(242, '23.', 'Nilai Ekspor (FOB)', '51.380,00'),
        ...field(258, '27.', 'Jumlah / Jenis Kemasan', '930 PK - PACKAGE'),
        // An item table: "Uraian Jenis Barang" for Uraian Barang, "Jumlah & Satuan" one column.
        text(40, 300, 'Pos Tarif / HS'),
        text(160, 300, 'Uraian Jenis Barang'),
        text(320, 300, 'Jumlah & Satuan'),
        text(440, 300, 'Nilai FOB'),
        text(40, 315, '08011100'),
        text(160, 315, 'DESICCATED COCONUT'),
        text(320, 315, '12.000,0000 KGM'),
        text(440, 315, '28.200,00'),
        text(40, 330, '15131100'),
        text(160, 330, 'VIRGIN COCONUT OIL'),
        text(320, 330, '3.600,0000 KGM'),
        text(440, 330, '17.280,00'),
      ]),
    );
    const result = await suggest(document, labels);
    // "7. Nama : ... IMPEX" over "PRIVATE LIMITED": the name runs on to its legal form.
    expect(proposed(result, 'Nama Pembeli')).toBe('SHREE GANESH AGRO IMPEX PRIVATE LIMITED');
    // "Nama Sarana" over "Pengangkut" is the catalogue's "Sarana Pengangkut"; the next field is
    // a line pitch down, never a second line ("Valuta" is not "Valuta Cara Penyerahan").
    const vessel = result.proposals.find((p) => p.label === 'Nama Kapal')!;
    expect(vessel).toMatchObject({ value: 'SINAR BANDUNG', caption: 'Nama Sarana Pengangkut' });
    expect(vessel.confidence).toBeLessThan(1);
    expect(proposed(result, 'Tanggal Ekspor')).toBe('2026-11-28');
    expect(proposed(result, 'Nomor Voyage')).toBe('0342N');
    // "FOB" (an alias of Nilai FOB) printed as Cara Penyerahan's value is that value, no caption.
    expect(proposed(result, 'Incoterm')).toBe('FOB');
    expect(proposed(result, 'Mata Uang')).toBe('USD');
    expect(proposed(result, 'Nilai FOB')).toBe(51380);
    // One cell, two labels: the count and the kind of one value.
    expect(proposed(result, 'Jumlah Kemasan')).toBe(930);
    expect(proposed(result, 'Jenis Kemasan')).toBe('930 PK - PACKAGE');
    expect(proposed(result, 'Uraian Barang')).toBe('DESICCATED COCONUT');
    expect(proposed(result, 'Jumlah Barang')).toBe(12000);
    expect(result.proposals.find((p) => p.label === 'Jumlah Barang')?.group).toBe('Barang');
  });

  it("reads a bill of lading's boxes: a caption over two lines, sub-captions, the next box's caption", async () => {
    const small = (x: number, y: number, value: string) => ({ ...text(x, y, value), size: 6.5 });
    const document = await ingest(
      await writePdf([
        // Captions in small print, the values below them in larger print.
        small(32, 287, 'Container No. / Seal No.'),
        small(160, 287, 'No. of Containers'),
        small(32, 294, 'Marks and Numbers'),
        small(160, 294, 'or Packages'),
        text(32, 309, 'TGHU 875312-1'),
        text(160, 309, '930 PKGS'),
        text(32, 320, 'SEAL: SLN2604471'),
        small(227, 580, 'Laden on Board the Vessel'),
        text(227, 590, 'Date: 29-NOV-2026'),
        small(390, 546, 'Place and Date of Issue'),
        text(390, 556, 'JAKARTA      29-NOV-2026'),
      ]),
    );
    const result = await suggest(document, labels);
    // "No. of Containers" over "or Packages": the catalogue's "No. of Packages" with two words more.
    expect(proposed(result, 'Jumlah Kemasan')).toBe(930);
    // Under "Seal No.": the next box's caption and the container passed over ("SEAL:" is the
    // seal number's caption of its own too: "Seal No." without its number word).
    expect(proposed(result, 'Nomor Segel')).toBe('SLN2604471');
    // With no caption of its own, the seal under the container is read past it, less sure.
    const plain = await ingest(
      await writePdf([
        small(32, 287, 'Seal No.'),
        text(32, 300, 'TGHU 875312-1'),
        text(32, 311, 'SLN2604471'),
      ]),
    );
    const seal = (await suggest(plain, labels)).proposals.find((p) => p.label === 'Nomor Segel');
    expect(seal?.value).toBe('SLN2604471');
    expect(seal!.confidence).toBeLessThan(0.8);
    // "Date:" under "Laden on Board the Vessel" is its date (Tanggal Invoice's "Date" alone is not).
    expect(proposed(result, 'Tanggal Muat')).toBe('2026-11-29');
    expect(proposed(result, 'Tanggal Invoice')).toBeUndefined();
    expect(proposed(result, 'Tempat Terbit')).toBe('JAKARTA');
  });
});
