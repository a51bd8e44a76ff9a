/**
 * `npm run bench:engine`: accuracy (share of fields read exactly) and time per page of the
 * document engine on the generated fixtures, next to poppler's `pdftotext -bbox` and native
 * `tesseract` when they are installed (ratios measured in the same run). Figures go to README.md.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { extract, ingest, shutdownOcr } from '@vd/engine';
import { fixturePath, fixtures, readPlacements, score } from '../packages/engine/src/fixtures/load.ts';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const has = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const timeCommand = (command: string, args: string[]): number => {
  const started = performance.now();
  const result = spawnSync(command, args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
  if (result.status !== 0) throw new Error(`${command} gagal: ${result.stderr}`);
  return performance.now() - started;
};

const manifest = await fixtures();
const rows: string[] = [];
const perVariant = new Map<string, number>();
for (const variant of ['digital', 'shifted', 'scan', 'scan-jpg'] as const) {
  let right = 0;
  let total = 0;
  const times: number[] = [];
  for (const file of manifest.files.filter((f) => f.variant === variant)) {
    const placements = await readPlacements(file.document);
    const sample = await ingest(await readFile(fixturePath(`placements/${placements.sample}`)));
    const bytes = await readFile(fixturePath(file.file));
    // Warm once (digital pages are cheap; scans are read once: their rasters would be cached).
    if (!variant.startsWith('scan')) await extract(await ingest(bytes), placements.labels, { sample });
    const started = performance.now();
    const document = await ingest(bytes);
    const values = await extract(document, placements.labels, { sample, dateFormat: file.dateFormat });
    times.push((performance.now() - started) / document.pages.length);
    const result = score(file, values);
    right += result.right;
    total += result.total;
  }
  perVariant.set(variant, median(times));
  rows.push(
    `| ${variant} | ${right}/${total} (${((100 * right) / total).toFixed(1)}%) | ${median(times).toFixed(1)} ms |`,
  );
}
await shutdownOcr();

const references: string[] = [];
if (has('pdftotext')) {
  const files = manifest.files.filter((f) => f.variant === 'digital').map((f) => fixturePath(f.file));
  const times = files.map((f) => timeCommand('pdftotext', ['-bbox', f, '/dev/null']));
  const ms = median(times);
  references.push(
    `| digital page: \`pdftotext -bbox\` (new process each page) | ${ms.toFixed(1)} ms | engine / reference: ${((perVariant.get('digital') ?? 0) / ms).toFixed(2)}x |`,
  );
} else references.push('| `pdftotext` | not installed: skipped | |');
if (has('tesseract')) {
  const files = manifest.files.filter((f) => f.variant === 'scan-jpg').map((f) => fixturePath(f.file));
  const times = files.map((f) =>
    timeCommand('tesseract', [f, 'stdout', '-l', 'eng', '--psm', '3', '--dpi', '200']),
  );
  const ms = median(times);
  references.push(
    `| scanned page: native \`tesseract\` whole page, 1 thread | ${ms.toFixed(0)} ms | engine / reference: ${((perVariant.get('scan-jpg') ?? 0) / ms).toFixed(2)}x |`,
  );
} else references.push('| `tesseract` | not installed: skipped | |');

process.stdout.write(
  [
    '| variant | fields exact | time per page (median) |',
    '|---|---|---|',
    ...rows,
    '',
    '| reference | time per page | ratio |',
    '|---|---|---|',
    ...references,
    '',
  ].join('\n'),
);
