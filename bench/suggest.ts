/**
 * `npm run bench:suggest`: how well the engine proposes placements on a sample (`suggest`) and
 * tells documents' types apart (`classify`), on the generated fixtures and on layouts the
 * generator never made (fixtures/documents/new-layouts.ts). Figures: bench/README.md.
 *
 * Labels: the fixtures' labels with their aliases (fixtures/aliases.ts) and, for labels the global
 * catalogue also holds, the catalogue's aliases; plus the catalogue's other labels (whose captions
 * are no fixture label's) as labels the documents do not print.
 *
 * Per document type, digital and scanned apart: the labels the documents print, those proposed on
 * the right value (the proposal's value is the truth; a table column's first row), proposed on a
 * wrong value, not proposed; wrong proposals with a confidence of 0.8 or more (goal: none);
 * proposals for labels the truth does not list; the median time per page (ingest + suggest, wall).
 * On digital files, every proposal is read back with `extract` from the box proposed (the box as
 * a placement, the file as its own sample): `box` counts those that read the proposal's value.
 *
 * `--sets N` (default 3), `--variant NAME[,NAME]`, `--verbose` (a line per wrong or missing label),
 * `--no-classify` (the proposals only: classify reads every set's files, scans included, whatever
 * `--variant` says), `--file S` (only the files whose path holds S, e.g. `sets/1/outside-scan/invoice`).
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import {
  classify,
  type EngineDocument,
  extract,
  ingest,
  type JsonValue,
  type Placement,
  type SuggestLabel,
  shutdownOcr,
  suggest,
} from '@vd/engine';
import { labelCatalogue } from '../packages/db/src/label-catalogue.ts';
import { tokensOf } from '../packages/engine/src/extract/tokens.ts';
import { FIXTURES_DIR, generateFixtures } from '../packages/engine/src/fixtures/generate.ts';
import { generateHardFixtures } from '../packages/engine/src/fixtures/generate-hard.ts';
import { generateSuggestFixtures } from '../packages/engine/src/fixtures/generate-suggest.ts';
import { fixturePath, outsideFixtures } from '../packages/engine/src/fixtures/load.ts';
import { fixtureLabels } from '../packages/engine/src/fixtures/suggest-labels.ts';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return argv[at]?.includes('=') ? argv[at]?.split('=')[1] : argv[at + 1];
};
const sets = Number(option('sets') ?? 3);
const variants = option('variant')?.split(',');
const verbose = argv.includes('--verbose');
const classifyToo = !argv.includes('--no-classify');
const only = option('file');
const out = (line = ''): boolean => process.stdout.write(`${line}\n`);
const progress = (line: string): boolean => process.stderr.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The company's labels: fixture labels with catalogue aliases, and the catalogue's other labels. */
const labels = (): SuggestLabel[] => {
  const byName = new Map(labelCatalogue.map((l) => [l.name, l]));
  const extra = Object.fromEntries([...byName].map(([name, l]) => [name, l.aliases]));
  const own = fixtureLabels(extra);
  const key = (t: string) => tokensOf(t).join(' ');
  const phrases = new Set(own.flatMap((l) => [l.label, ...(l.aliases ?? [])].map(key)));
  const others = labelCatalogue
    .filter((l) => !own.some((o) => o.label === l.name))
    .filter((l) => ![l.name, ...l.aliases].some((p) => phrases.has(key(p))))
    .map((l) => ({ label: l.name, type: l.data_type, aliases: l.aliases }));
  return [...own, ...others];
};

interface BenchFile {
  file: string;
  document: string;
  variant: string;
  set: number;
  expected: Record<string, JsonValue | JsonValue[]>;
  pages: number;
}

const SCANNED = (variant: string) => /scan|photo|fax/.test(variant);

out(`Suggest bench: node ${process.version}, ${os.cpus().length} cores; load average at start ${load()}`);
const plain = await generateFixtures(FIXTURES_DIR, sets);
const hard = await generateHardFixtures(FIXTURES_DIR, sets);
const own = await generateSuggestFixtures(FIXTURES_DIR, sets);
// The outside set (written apart from the generator, printed by Chromium): skipped without Chromium.
const outside = await outsideFixtures();
const files: BenchFile[] = [
  ...plain.files
    .filter((f) => f.variant === 'digital' || f.variant === 'scan')
    .map((f) => ({ ...f, variant: f.variant as string })),
  ...hard.files
    .filter((f) => ['drift', 'drift-scan', 'new-layout', 'new-layout-scan'].includes(f.variant))
    .map((f) => ({ ...f, variant: f.variant as string })),
  ...own.files.filter((f) => f.document !== 'letter').map((f) => ({ ...f, variant: `own-${f.variant}` })),
  ...(outside?.files ?? []).map((f) => ({ ...f, variant: f.variant as string })),
].filter(
  (f) => f.set <= sets && (!variants || variants.includes(f.variant)) && (!only || f.file.includes(only)),
);

const catalogue = labels();
interface Row {
  printed: number;
  right: number;
  wrong: number;
  missing: number;
  sureWrong: number;
  unlisted: number;
  boxRight: number;
  boxChecked: number;
  times: number[];
}
const rows = new Map<string, Row>();
const rowOf = (key: string): Row => {
  let row = rows.get(key);
  if (!row) {
    row = {
      printed: 0,
      right: 0,
      wrong: 0,
      missing: 0,
      sureWrong: 0,
      unlisted: 0,
      boxRight: 0,
      boxChecked: 0,
      times: [],
    };
    rows.set(key, row);
  }
  return row;
};
const same = (a: JsonValue | undefined, b: JsonValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

for (const file of files) {
  const bytes = await readFile(fixturePath(file.file));
  const started = performance.now();
  const document = await ingest(bytes);
  const result = await suggest(document, catalogue);
  const elapsed = (performance.now() - started) / 1000 / Math.max(1, file.pages);
  const family = file.variant.startsWith('own')
    ? 'new layout'
    : file.variant.startsWith('outside')
      ? 'outside'
      : file.variant.startsWith('drift')
        ? 'drift'
        : file.variant.startsWith('new-layout')
          ? 'grid'
          : 'plain';
  const kind = SCANNED(file.variant) ? 'scan' : 'digital';
  const row = rowOf(`${file.document}|${family}|${kind}`);
  row.times.push(elapsed);
  for (const [label, truth] of Object.entries(file.expected)) {
    const wanted = Array.isArray(truth) ? truth[0] : truth;
    const proposal = result.proposals.find((p) => p.label === label);
    row.printed++;
    if (!proposal) {
      row.missing++;
      if (verbose) out(`  MISSING ${file.file} ${label} (${JSON.stringify(wanted)})`);
    } else if (same(proposal.value, wanted)) row.right++;
    else {
      row.wrong++;
      if (proposal.confidence >= 0.8) row.sureWrong++;
      if (verbose)
        out(
          `  WRONG ${file.file} ${label}: ${JSON.stringify(wanted)} != ${JSON.stringify(proposal.value)} (${proposal.confidence}, "${proposal.caption ?? proposal.by}")`,
        );
    }
  }
  row.unlisted += result.proposals.filter((p) => !(p.label in file.expected)).length;
  // Read back from the boxes proposed: the proposals as placements, the file its own sample.
  if (kind === 'digital' && result.proposals.length > 0) {
    const placements: Placement[] = result.proposals.map((p) => ({
      label: p.label,
      type: p.type,
      page: p.page,
      x: (p.box.x0 * 100) as Placement['x'],
      y: (p.box.y0 * 100) as Placement['y'],
      width: ((p.box.x1 - p.box.x0) * 100) as Placement['width'],
      height: ((p.box.y1 - p.box.y0) * 100) as Placement['height'],
      ...(p.group ? { group: p.group } : {}),
    }));
    const read = await extract(document, placements, { sample: document as EngineDocument });
    for (const p of result.proposals) {
      const value = read.find((v) => v.label === p.label && (v.row ?? 1) === 1)?.value;
      row.boxChecked++;
      if (same(value, p.value)) row.boxRight++;
      else if (verbose)
        out(
          `  BOX ${file.file} ${p.label}: proposed ${JSON.stringify(p.value)}, read ${JSON.stringify(value)}`,
        );
    }
  }
  progress(`${file.file}: ${result.proposals.length} usulan, ${elapsed.toFixed(2)} s/halaman`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};
const pct = (n: number, of: number) => (of === 0 ? '-' : `${((n / of) * 100).toFixed(1)}%`);
out();
out(
  '| document | layout | pages | printed | right | wrong | not proposed | wrong >= 0.8 | unlisted | box re-read | s/page |',
);
out('|---|---|---|---|---|---|---|---|---|---|---|');
const total = { printed: 0, right: 0, sureWrong: 0 };
for (const [key, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
  const [document, family, kind] = key.split('|');
  total.printed += row.printed;
  total.right += row.right;
  total.sureWrong += row.sureWrong;
  out(
    `| ${document} | ${family} ${kind} | ${row.times.length} | ${row.printed} | ${pct(row.right, row.printed)} | ${row.wrong} | ${row.missing} | ${row.sureWrong} | ${row.unlisted} | ${row.boxChecked ? pct(row.boxRight, row.boxChecked) : '-'} | ${median(row.times).toFixed(2)} |`,
  );
}
out();
out(
  `All: ${total.right}/${total.printed} printed labels proposed on the right value (${pct(total.right, total.printed)}); wrong with confidence >= 0.8: ${total.sureWrong}`,
);

if (classifyToo) {
  // classify: samples of set 1 (digital), every other file of the sets, digital and scanned.
  const TYPE_NAMES: Record<string, string> = {
    invoice: 'Commercial Invoice',
    'packing-list': 'Packing List',
    'bill-of-lading': 'Bill of Lading',
    peb: 'PEB',
  };
  const sampleOf = async (document: string) =>
    ingest(await readFile(fixturePath(`sets/1/digital/${document}.pdf`)));
  const samples = [];
  for (const [type, name] of Object.entries(TYPE_NAMES))
    samples.push({ type, name, document: await sampleOf(type) });
  const classified: Array<{ file: string; want: string | null; kind: string; family: string }> = [
    ...plain.files
      .filter((f) => f.set > 1 && f.set <= sets && (f.variant === 'digital' || f.variant === 'scan'))
      .map((f) => ({
        file: f.file,
        want: f.document,
        kind: f.variant === 'scan' ? 'scan' : 'digital',
        family: 'plain',
      })),
    ...hard.files
      .filter((f) => f.set <= sets && (f.variant === 'drift' || f.variant === 'drift-scan'))
      .map((f) => ({
        file: f.file,
        want: f.document,
        kind: SCANNED(f.variant) ? 'scan' : 'digital',
        family: 'drift',
      })),
    ...own.files
      .filter((f) => f.set <= sets)
      .map((f) => ({
        file: f.file,
        want: f.document === 'letter' ? null : f.document,
        kind: f.variant,
        family: f.document === 'letter' ? 'letter' : 'own',
      })),
    ...(outside?.files ?? [])
      .filter((f) => f.set <= sets)
      .map((f) => ({
        file: f.file,
        want: f.document,
        kind: SCANNED(f.variant) ? 'scan' : 'digital',
        family: 'outside',
      })),
  ];
  const tally = new Map<string, { right: number; total: number; misses: string[] }>();
  const startedClassify = performance.now();
  const documents: EngineDocument[] = [];
  for (const c of classified) documents.push(await ingest(await readFile(fixturePath(c.file))));
  const results = await classify(samples, documents);
  const classifySeconds = (performance.now() - startedClassify) / 1000 / classified.length;
  classified.forEach((c, i) => {
    const key = `${c.family} ${c.kind}`;
    const t = tally.get(key) ?? { right: 0, total: 0, misses: [] };
    t.total++;
    const got = results[i]?.type ?? null;
    if (got === c.want) t.right++;
    else t.misses.push(`${c.file}: ${got} (${results[i]?.score})`);
    tally.set(key, t);
  });
  out();
  out('| classify | files | right | misses |');
  out('|---|---|---|---|');
  for (const [key, t] of tally) out(`| ${key} | ${t.total} | ${t.right} | ${t.misses.join('; ') || '-'} |`);
  out(`classify: ${classifySeconds.toFixed(2)} s per file (ingest + profile, samples included once)`);
}
out(`load average at end ${load()}`);
await shutdownOcr();
