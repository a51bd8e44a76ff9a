import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnginePage } from '@vd/engine';
import type { FixtureFile } from '../../packages/engine/src/fixtures/generate.ts';
import { fixturePath } from '../../packages/engine/src/fixtures/load.ts';
import { embeddedScan } from '../../packages/engine/src/image/embedded-scan.ts';
import { has, run, type Timed, timeCommand } from './processes.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');
/** Copies of a document in the PDF the warm `pdftotext` reads. */
export const WARM_COPIES = 20;

export const REFERENCES = { pdftotext: has('pdftotext') && has('pdfunite'), tesseract: has('tesseract') };

const flat = (file: string): string => file.replace(/[/\\]/g, '_');

/**
 * `pdftotext -bbox` on each page of a digital PDF, one process per page (`-f N -l N`): what
 * reading a page costs from a cold start, process start included. Wall time per page.
 */
export const pdftotextPerPage = (file: FixtureFile): number[] =>
  Array.from(
    { length: file.pages },
    (_, i) =>
      timeCommand('pdftotext', [
        '-f',
        String(i + 1),
        '-l',
        String(i + 1),
        '-bbox',
        fixturePath(file.file),
        '/dev/null',
      ]).wall,
  );

/** The PDF of WARM_COPIES copies of a file (`pdfunite`), made before anything is timed. */
export const prepareWarm = async (file: FixtureFile): Promise<string> => {
  const united = join(OUT, 'warm', `${flat(file.file)}`);
  await mkdir(dirname(united), { recursive: true });
  run('pdfunite', [...Array.from({ length: WARM_COPIES }, () => fixturePath(file.file)), united]);
  return united;
};

/**
 * `pdftotext -bbox` warm: one process reads WARM_COPIES copies of the document, the time divided
 * by the pages read. The process start (loading poppler, its fonts, the PDF's cross-reference) is
 * then spread over 20 documents, close to the engine's warm figure (a long-lived process).
 */
export const pdftotextWarm = (united: string, pages: number): number =>
  timeCommand('pdftotext', ['-bbox', united, '/dev/null']).wall / (WARM_COPIES * pages);

export interface PageImage {
  path: string;
  dpi?: number;
}

/**
 * The page images the engine reads, for native `tesseract`: an image file itself, or the JPEGs
 * inside a scanned PDF (taken out as the engine takes them, written to bench/out before timing).
 */
export const pageImages = async (file: FixtureFile, bytes: Uint8Array): Promise<PageImage[]> => {
  const dpi = file.dpi === undefined ? {} : { dpi: file.dpi };
  if (!file.file.endsWith('.pdf')) return [{ path: fixturePath(file.file), ...dpi }];
  const images: PageImage[] = [];
  for (let number = 1; number <= file.pages; number++) {
    const jpeg = embeddedScan(bytes, { number } as EnginePage, file.pages);
    if (!jpeg) throw new Error(`${file.file}: no JPEG on page ${number}`);
    const path = join(OUT, 'pages', `${flat(file.file)}-p${number}.jpg`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, jpeg);
    images.push({ path, ...dpi });
  }
  return images;
};

/** Native `tesseract` on a whole page image: same languages as the engine, one thread. */
export const tesseractPage = (image: PageImage): Timed =>
  timeCommand('tesseract', [
    image.path,
    'stdout',
    '-l',
    'ind+eng',
    '--psm',
    '3',
    ...(image.dpi ? ['--dpi', String(image.dpi)] : []),
  ]);
