/**
 * `npm run bench:engine`: accuracy and time per page of the document engine on the generated
 * fixtures, the plain ones and the hard variants (what offices really send), next to poppler's
 * `pdftotext -bbox` and native `tesseract` measured on the same pages in the same run.
 *
 * Per variant: fields exact, wrong (not the truth and not flagged for review), flagged (review:
 * true, right or wrong) and empty (no value); they partition the fields. Engine and reference runs
 * alternate file by file (A, B, A, B). Scans are timed twice: as the API runs them (wall time, the
 * default pool of up to 2 OCR workers), and on one core (one OCR worker; CPU time of the whole
 * process, every thread counted), which is what compares with native `tesseract` on one thread.
 *
 * `--variant NAME` (repeatable, or comma-separated), `--verbose[=all|=every]`, `--no-time`: bench/README.md.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { type EngineDocument, ingest, OcrPool, type Placement, shutdownOcr } from '@vd/engine';
import {
  type FixtureFile,
  HARD_VARIANTS,
  type Manifest,
  VARIANTS,
} from '../packages/engine/src/fixtures/generate.ts';
import {
  fixturePath,
  fixtures,
  hardFixtures,
  OUTSIDE_SETS,
  readPlacements,
} from '../packages/engine/src/fixtures/load.ts';
import { parseArgs } from './engine/args.ts';
import { readWithEngine } from './engine/read.ts';
import {
  pageImages,
  pdftotextPerPage,
  pdftotextWarm,
  prepareWarm,
  REFERENCES,
  tesseractPage,
} from './engine/references.ts';
import { accuracyTable, driftLine, referenceTable, verdictTable } from './engine/report.ts';
import { count, fieldLine, newTally, type Tally } from './engine/tally.ts';
import { countVerdicts, type ReadFile } from './engine/verdicts.ts';

const args = parseArgs(process.argv.slice(2));
const out = (line = ''): boolean => process.stdout.write(`${line}\n`);
const progress = (line: string): boolean => process.stderr.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const ALL: readonly string[] = [
  ...VARIANTS,
  ...HARD_VARIANTS,
  ...OUTSIDE_SETS.flatMap((set) => set.variants),
];
for (const variant of args.variants)
  if (!ALL.includes(variant)) throw new Error(`unknown variant ${variant}; known: ${ALL.join(', ')}`);
const selected = ALL.filter((v) => args.variants.length === 0 || args.variants.includes(v));
const DIGITAL = new Set([
  'digital',
  'shifted',
  'drift',
  'multipage',
  'long-table',
  'new-layout',
  ...OUTSIDE_SETS.map((set) => set.variants[0]!),
]);

out(
  `Engine bench: node ${process.version}, ${os.cpus().length} cores; load average at start ${load()} (1, 5, 15 min)`,
);
const plain = await fixtures();
const hard = selected.some((v) => (HARD_VARIANTS as readonly string[]).includes(v))
  ? await hardFixtures()
  : undefined;
// The outside sets need Chromium to be printed: without it, their variants are skipped (said on stderr).
const outsides: Array<Manifest | undefined> = [];
for (const set of OUTSIDE_SETS)
  outsides.push(set.variants.some((v) => selected.includes(v)) ? await set.fixtures() : undefined);
const files = [...plain.files, ...(hard?.files ?? []), ...outsides.flatMap((set) => set?.files ?? [])].filter(
  (f) =>
    selected.includes(f.variant) &&
    (args.files.length === 0 || args.files.some((part) => f.file.includes(part))),
);
/** The hard manifest lists the plain fixtures' placements too; the outside sets' are added to them. */
const manifest = {
  ...(hard ?? plain),
  placements: {
    ...(hard ?? plain).placements,
    ...Object.assign({}, ...outsides.map((set) => set?.placements)),
  },
};

/** Each placements file read, and its sample ingested, once (files read with it share them). */
const samples = new Map<string, Promise<{ labels: Placement[]; sample: EngineDocument }>>();
const placementsOf = (file: FixtureFile) => {
  let placements = samples.get(file.placements);
  if (!placements) {
    placements = readPlacements(file.placements, manifest).then(async (p) => ({
      labels: p.labels,
      sample: await ingest(await readFile(p.samplePath)),
    }));
    samples.set(file.placements, placements);
  }
  return placements;
};

// Before anything is timed: the OCR workers started (a long-lived process starts them once), the
// warm reference's PDFs made.
const pool = new OcrPool();
const oneCore = args.time ? new OcrPool(1) : undefined;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
await Promise.all([
  ...Array.from({ length: pool.size }, () => pool.use(pause)),
  ...(oneCore ? [oneCore.use(pause)] : []),
]);
const warmPdfs = new Map<FixtureFile, string>();
if (args.time && REFERENCES.pdftotext)
  for (const file of files) if (DIGITAL.has(file.variant)) warmPdfs.set(file, await prepareWarm(file));

const tallies = new Map<string, Tally>(selected.map((variant) => [variant, newTally()]));
const shipmentsOf = new Map<string, Map<number, ReadFile[]>>(selected.map((variant) => [variant, new Map()]));
// The variants' files taken in turn (a scan's first file, a moved scan's first, the second of
// each...): a machine shared with other work speeds up and slows down over a run, and the ratio
// of two variants' times is only fair when each was timed over the same stretch.
const byVariant = selected.map((variant) => files.filter((f) => f.variant === variant));
const inTurn = Array.from({ length: Math.max(0, ...byVariant.map((list) => list.length)) }, (_, i) =>
  byVariant.flatMap((list) => (i < list.length ? [list[i]!] : [])),
).flat();
for (const file of inTurn) {
  const variant = file.variant;
  const tally = tallies.get(variant)!;
  const shipments = shipmentsOf.get(variant)!;
  const placements = await placementsOf(file);
  const bytes = await readFile(fixturePath(file.file));
  const digital = DIGITAL.has(variant);
  // Digital pages are timed warm; scans are read once (their images would be cached).
  if (args.time && digital) await readWithEngine(file, Buffer.from(bytes), placements, pool);
  // A: the engine as the API runs it.
  const reading = await readWithEngine(file, Buffer.from(bytes), placements, pool);
  tally.files++;
  tally.pages += reading.pages;
  tally.wall.push(reading.wall);
  count(tally.counts, reading.graded);
  const read = { file, graded: reading.graded, labels: placements.labels, scanned: !digital };
  shipments.set(file.set, [...(shipments.get(file.set) ?? []), read]);
  for (const field of reading.graded)
    if (
      field.outcome === 'wrong' ||
      args.verbose === 'every' ||
      (args.verbose === 'all' && field.outcome !== 'exact')
    )
      if (args.verbose) out(fieldLine(file.file, field));
  if (!args.time) continue;
  if (digital) {
    // B: poppler, cold (a process per page) and warm.
    if (REFERENCES.pdftotext) {
      tally.popplerCold.push(...pdftotextPerPage(file));
      const united = warmPdfs.get(file);
      if (united) tally.popplerWarm.push(pdftotextWarm(united, file.pages));
    }
    continue;
  }
  // B: native tesseract on the same page images.
  if (REFERENCES.tesseract) {
    for (const image of await pageImages(file, bytes)) {
      const timed = tesseractPage(image);
      tally.tesseractCpu.push(timed.cpu);
      tally.tesseractWall.push(timed.wall);
    }
  }
  // A again: the engine on one core.
  if (oneCore) {
    const single = await readWithEngine(file, Buffer.from(bytes), placements, oneCore);
    tally.oneCoreCpu.push(single.cpu);
    tally.oneCoreWall.push(single.wall);
    count(tally.oneCoreCounts, single.graded);
  }
}
for (const variant of selected) {
  const tally = tallies.get(variant)!;
  for (const shipment of shipmentsOf.get(variant)!.values()) {
    const off = countVerdicts(shipment, tally.verdicts);
    if (args.verbose) for (const line of off) out(line);
    countVerdicts(
      shipment.map((f) => ({ ...f, scanned: false })),
      tally.verdictsNoSlip,
    );
  }
  progress(
    `${variant}: ${tally.files} files, ${tally.counts.exact} exact, ${tally.counts.wrong} wrong (load ${load()})`,
  );
}
await oneCore?.terminate();
await pool.terminate();
await shutdownOcr();

out();
out(accuracyTable(tallies, args.time).join('\n'));
out();
out(verdictTable(tallies).join('\n'));
if (args.time) {
  out();
  if (!REFERENCES.pdftotext) out('`pdftotext`/`pdfunite` not installed: poppler reference skipped.');
  if (!REFERENCES.tesseract) out('`tesseract` not installed: OCR reference skipped.');
  out(referenceTable(tallies).join('\n'));
  const drift = driftLine(tallies);
  if (drift) out(`\n${drift}`);
}
out(`\nLoad average at end ${load()} (1, 5, 15 min)`);
