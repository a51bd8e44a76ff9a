import { describe, expect, it } from 'vitest';
import { rectToBox } from '../geometry/convert.ts';
import { type FractionBox, fraction } from '../geometry/types.ts';
import type { Placement, Word } from '../types.ts';
import { anchorsOf } from './anchors.ts';
import { cutAtCaptions, findCaption, withCaptionOutside } from './caption.ts';
import { underOf } from './read-single.ts';
import { typeFit } from './type-fit.ts';

const box = (x0: number, y0: number, x1: number, y1: number): FractionBox => ({
  x0: fraction(x0),
  y0: fraction(y0),
  x1: fraction(x1),
  y1: fraction(y1),
});
/** A line of words from x0 at y0, each character `size` wide and the line `size * 1.5` tall. */
const phrase = (text: string, x0: number, y0: number, size = 0.008): Word[] => {
  let x = x0;
  return text.split(' ').map((part) => {
    const w = { text: part, box: box(x, y0, x + part.length * size, y0 + size * 1.5), confidence: 1 };
    x += (part.length + 1) * size;
    return w;
  });
};
const placement = (
  label: string,
  type: Placement['type'],
  at: FractionBox,
  aliases: string[] = [],
): Placement => ({
  label,
  type,
  aliases,
  page: 1,
  x: (at.x0 * 100) as Placement['x'],
  y: (at.y0 * 100) as Placement['y'],
  width: ((at.x1 - at.x0) * 100) as Placement['width'],
  height: ((at.y1 - at.y0) * 100) as Placement['height'],
});
const text = (words: readonly Word[]) => words.map((w) => w.text).join(' ');

describe('a box drawn around a whole form cell, its caption inside', () => {
  it('becomes the value\'s own box, its caption above it ("Vessel" over "SINAR BANDUNG")', () => {
    const sample = [...phrase('Vessel', 0.1, 0.2, 0.006), ...phrase('SINAR BANDUNG', 0.1, 0.212)];
    const cell = placement('Nama Kapal', 'text', box(0.09, 0.195, 0.3, 0.228), ['Vessel', 'Ocean Vessel']);
    const own = withCaptionOutside(cell, sample);
    expect(own.caption).toBe('Vessel');
    const ownBox = rectToBox(own);
    expect(ownBox.y0).toBeGreaterThan(0.209);
    expect(ownBox.y0).toBeLessThan(0.212);
    expect(ownBox.y1).toBeCloseTo(0.228);
  });

  it('takes a caption in two languages on two lines, one naming the label, the other in its small print', () => {
    const sample = [
      ...phrase('Nomor Faktur', 0.1, 0.2, 0.006),
      ...phrase('Invoice No.', 0.1, 0.21, 0.006),
      ...phrase('TBA-EX-26-1147', 0.1, 0.222),
    ];
    const cell = placement('Nomor Invoice', 'text', box(0.09, 0.195, 0.3, 0.238), ['Invoice No.']);
    expect(withCaptionOutside(cell, sample).caption).toBe('Nomor Faktur Invoice No.');
  });

  it('leaves out the caption opening the only line ("Vessel: SINAR BANDUNG")', () => {
    const sample = phrase('Vessel: SINAR BANDUNG', 0.1, 0.2);
    const cell = placement('Nama Kapal', 'text', box(0.09, 0.195, 0.3, 0.215), ['Vessel']);
    const own = withCaptionOutside(cell, sample);
    expect(own.caption).toBe('Vessel:');
    expect(rectToBox(own).x0).toBeGreaterThan(sample[0]!.box.x1);
    expect(rectToBox(own).x0).toBeLessThan(sample[1]!.box.x0);
  });

  it('keeps a name printed larger than the line under it, though it holds an alias ("BUYER TRADING CO")', () => {
    const sample = [
      ...phrase('BUYER TRADING CO', 0.1, 0.2, 0.01),
      ...phrase('JL. MERDEKA 1', 0.1, 0.218, 0.007),
    ];
    const cell = placement('Nama Pembeli', 'text', box(0.09, 0.195, 0.4, 0.235), ['Buyer']);
    expect(withCaptionOutside(cell, sample)).toBe(cell);
    const column = { ...placement('Uraian Barang', 'text', box(0.09, 0.195, 0.4, 0.235)), group: 'Barang' };
    expect(withCaptionOutside(column, sample)).toBe(column);
  });
});

describe('the caption found for a value on the sample', () => {
  it("is above it where only that one names the label: what is left of it is the next box's text", () => {
    const words = [...phrase('PANJANG CY', 0.05, 0.3), ...phrase('8 OCEAN VESSEL', 0.3, 0.285, 0.006)];
    const value = box(0.3, 0.298, 0.5, 0.312);
    expect(findCaption(words, value, false, ['Nama Kapal', 'Ocean Vessel'])?.text).toBe('8 OCEAN VESSEL');
    expect(findCaption(words, value, false, [])?.text).toBe('PANJANG CY');
  });

  it('is the line right under it where that line names the label, letter-spaced or not (outside-6-scan)', () => {
    // Above the vessel stands the caption of the block above it; the text layer has each letter of
    // a caption as a word, no space between its words, now and then a kerned pair.
    const spaced = (text: string, x0: number, y0: number) => phrase(text.split('').join(' '), x0, y0, 0.004);
    const words = [
      ...phrase('NPWP 03.518.264.1-201.000', 0.07, 0.317, 0.006),
      ...spaced('SELLER/SHIPPER', 0.07, 0.333),
      ...phrase('MERAPI EXPRESS', 0.07, 0.352),
      ...spaced('VESSEL', 0.07, 0.369),
    ];
    const vessel = box(0.07, 0.35, 0.2, 0.364);
    expect(findCaption(words, vessel, false, ['Nama Kapal', 'Vessel'])?.text).toBe('V E S S E L');
    // Named by neither, the caption above stays the value's.
    expect(findCaption(words, vessel, false, ['Nomor Voyage', 'Voyage'])?.text).toBe(
      'S E L L E R / S H I P P E R',
    );
    const date = [
      ...spaced('INVOICENUMBER', 0.63, 0.176),
      ...phrase('2026-11-03', 0.63, 0.19),
      ...phrase('I N V O I C E D AT E', 0.63, 0.21, 0.004),
    ];
    const at = box(0.63, 0.19, 0.7, 0.202);
    expect(findCaption(date, at, false, ['Tanggal Invoice', 'Invoice Date'])?.text).toBe(
      'I N V O I C E D AT E',
    );
    // Not a caption under a block of lines: the seller's name and address over "SELLER / SHIPPER".
    const seller = box(0.07, 0.262, 0.27, 0.274);
    const block = [
      ...spaced('NOTIFY', 0.07, 0.248),
      ...phrase('PT MINANG RAYA REMPAH', 0.07, 0.262),
      ...words,
    ];
    expect(findCaption(block, seller, false, ['Nama Eksportir', 'Seller'])?.text).toBe('N O T I F Y');
  });

  it("takes an alias printed far left on the value's own line as printed there (outside-7's waybill)", () => {
    const spaced = (text: string, x0: number, y0: number) => phrase(text.split('').join(' '), x0, y0, 0.004);
    const words = [
      ...spaced('PLACEOFRECEIPT', 0.067, 0.325),
      ...phrase('GRESIK CY', 0.877, 0.326),
      ...spaced('OCEANVESSEL', 0.067, 0.345),
      ...phrase('BAWEAN PERKASA', 0.836, 0.342),
    ];
    const vessel = placement('Nama Kapal', 'text', box(0.836, 0.342, 0.965, 0.357), [
      'Vessel',
      'Ocean Vessel',
    ]);
    const anchors = anchorsOf(vessel, words);
    expect(anchors.find((a) => a.text === 'Ocean Vessel')).toMatchObject({
      printed: true,
      box: { y0: 0.345 },
    });
  });

  it("is above a B/L's number where the phrase left of it is the next box's value", () => {
    const words = [...phrase('FORWARDING K.K.', 0.1, 0.3), ...phrase('4 B/L NUMBER', 0.4, 0.285, 0.006)];
    const number = placement('Nomor B/L', 'text', box(0.4, 0.298, 0.55, 0.312), ['B/L No.', 'B/L Number']);
    expect(anchorsOf(number, words)[0]?.text).toBe('4 B/L NUMBER');
    expect(anchorsOf({ ...number, aliases: [] }, words)[0]?.text).toBe('FORWARDING K.K.');
  });
});

describe("a value running into the next cell's caption", () => {
  it("ends at a line that is another label's caption, or two words or more of one", () => {
    const words = [
      ...phrase('SAME AS CONSIGNEE', 0.1, 0.3),
      ...phrase('Pelabuhan Muat', 0.1, 0.32, 0.006),
      ...phrase('Port of Loading', 0.1, 0.33, 0.006),
    ];
    expect(text(cutAtCaptions(words, ['Pelabuhan Muat Port of Loading']))).toBe('SAME AS CONSIGNEE');
    expect(text(cutAtCaptions(words, ['Port of Loading']))).toBe('SAME AS CONSIGNEE Pelabuhan Muat');
    // One word of a caption is no caption line: an address may hold it.
    expect(
      text(cutAtCaptions(phrase('PT MUAT', 0.1, 0.3).concat(phrase('Muat', 0.1, 0.32)), ['Pelabuhan Muat'])),
    ).toBe('PT MUAT Muat');
    // A line of unit words is a value's, though a column's header reads so ("Tanka / KG" over the
    // unit price found as "/ KG"): outside-17's "FROZEN WHOLE CLEANED OCTOPUS 1-2" over "KG".
    const octopus = [...phrase('FROZEN WHOLE CLEANED OCTOPUS 1-2', 0.1, 0.3), ...phrase('KG', 0.1, 0.315)];
    expect(text(cutAtCaptions(octopus, ['/ KG']))).toBe('FROZEN WHOLE CLEANED OCTOPUS 1-2 KG');
  });

  it("reads no value where the label's own numbered caption was read", () => {
    expect(typeFit('port', '13. Pelabuhan Bongkar', {}, ['Pelabuhan Bongkar']).fit).toBe(0);
    expect(typeFit('text', 'B. Tujuan', {}, ['Tujuan']).fit).toBe(0);
    expect(typeFit('text', '13 BATU PUTIH', {}, ['Pelabuhan Bongkar']).fit).toBeGreaterThan(0);
  });
});

describe('the line under a name', () => {
  it('is alike when printed as the name is (its rest, wrapped), other in smaller print (an address)', () => {
    const name = phrase('PT SAMUDERA MINA', 0.1, 0.04, 0.01);
    const wrapped = [
      ...name,
      ...phrase('BITUNG SEJAHTERA', 0.1, 0.056, 0.01),
      ...phrase('Original', 0.8, 0.058, 0.006),
    ];
    expect(underOf(wrapped, name)).toBe('alike');
    expect(underOf([...name, ...phrase('Jl. Soekarno-Hatta Km. 12', 0.1, 0.056, 0.007)], name)).toBe('other');
    expect(underOf(name, name)).toBeUndefined();
    // 10% to 25% apart, as a 10 pt name over a 9 pt street may look to OCR: neither.
    expect(underOf([...name, ...phrase('Keizersgracht 123', 0.1, 0.056, 0.0082)], name)).toBe('unclear');
  });
});
