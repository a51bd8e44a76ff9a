/**
 * `npm run bench:engine`: accuracy (share of fields read exactly) and time per page of the
 * document engine on the generated fixtures, next to poppler's `pdftotext -bbox` and native
 * `tesseract` when they are installed (ratios measured in the same run). Figures go to README.md.
 *
 * Scans are timed twice: as the API runs them (wall time, the default pool of up to 2 OCR workers),
 * and on one core (one OCR worker; CPU time of the whole process, every thread counted), which is
 * what the goal compares with native `tesseract` on one thread (its CPU time, measured the same way).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extract, ingest, OcrPool, shutdownOcr } from '@vd/engine';
import { fixturePath, fixtures, readPlacements, score } from '../packages/engine/src/fixtures/load.ts';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const has = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** CPU time (ms) of this process's finished children, from /proc (Linux). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const childrenCpuMs = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(')').pop()?.trim().split(' ') ?? [];
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS;
};

const timeCommand = (command: string, args: string[]): { wall: number; cpu: number } => {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(command, args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
  if (result.status !== 0) throw new Error(`${command} gagal: ${result.stderr}`);
  return { wall: performance.now() - started, cpu: childrenCpuMs() - cpuBefore };
};

const manifest = await fixtures();
const VARIANTS = ['digital', 'shifted', 'scan', 'scan-jpg'] as const;

/** Reads every file of a variant: fields right, total, and time per page (wall and CPU). */
const run = async (variant: (typeof VARIANTS)[number], pool?: OcrPool) => {
  let right = 0;
  let total = 0;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const file of manifest.files.filter((f) => f.variant === variant)) {
    const placements = await readPlacements(file.document);
    const sample = await ingest(await readFile(fixturePath(`placements/${placements.sample}`)));
    const bytes = await readFile(fixturePath(file.file));
    // Warm once (digital pages are cheap; scans are read once: their images would be cached).
    if (!variant.startsWith('scan')) await extract(await ingest(bytes), placements.labels, { sample });
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const document = await ingest(bytes, {}, pool);
    const values = await extract(document, placements.labels, { sample, dateFormat: file.dateFormat, pool });
    wall.push((performance.now() - started) / document.pages.length);
    cpu.push(cpuMs(cpuBefore) / document.pages.length);
    const result = score(file, values);
    right += result.right;
    total += result.total;
  }
  return { right, total, wall: median(wall), cpu: median(cpu) };
};

// Start the OCR workers before timing (a long-lived process starts them once).
const oneCore = new OcrPool(1);
const defaultPool = new OcrPool();
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
await Promise.all([
  oneCore.use(pause),
  ...Array.from({ length: defaultPool.size }, () => defaultPool.use(pause)),
]);

const rows: string[] = [];
const oneCoreCpu = new Map<string, number>();
const wallOf = new Map<string, number>();
for (const variant of VARIANTS) {
  const measured = await run(variant, defaultPool);
  wallOf.set(variant, measured.wall);
  let single = '';
  if (variant.startsWith('scan')) {
    const one = await run(variant, oneCore);
    oneCoreCpu.set(variant, one.cpu);
    single = ` ${one.cpu.toFixed(0)} ms CPU (${one.wall.toFixed(0)} ms wall; ${one.right}/${one.total} exact) |`;
  } else single = ' |';
  rows.push(
    `| ${variant} | ${measured.right}/${measured.total} (${((100 * measured.right) / measured.total).toFixed(1)}%) | ${measured.wall.toFixed(1)} ms |${single}`,
  );
}
await oneCore.terminate();
await defaultPool.terminate();
await shutdownOcr();

const references: string[] = [];
if (has('pdftotext')) {
  const files = manifest.files.filter((f) => f.variant === 'digital').map((f) => fixturePath(f.file));
  const ms = median(files.map((f) => timeCommand('pdftotext', ['-bbox', f, '/dev/null']).wall));
  references.push(
    `| digital page: \`pdftotext -bbox\` (new process each page) | ${ms.toFixed(1)} ms wall | digital wall: ${((wallOf.get('digital') ?? 0) / ms).toFixed(2)}x |`,
  );
} else references.push('| `pdftotext` | not installed: skipped | |');
if (has('tesseract')) {
  const files = manifest.files.filter((f) => f.variant === 'scan-jpg').map((f) => fixturePath(f.file));
  const times = files.map((f) =>
    timeCommand('tesseract', [f, 'stdout', '-l', 'eng', '--psm', '3', '--dpi', '200']),
  );
  const wall = median(times.map((t) => t.wall));
  const cpu = median(times.map((t) => t.cpu));
  const ratio = (variant: string) => ((oneCoreCpu.get(variant) ?? 0) / cpu).toFixed(2);
  references.push(
    `| scanned page: native \`tesseract\` whole page, 1 thread | ${cpu.toFixed(0)} ms CPU (${wall.toFixed(0)} ms wall) | one core, CPU: scan-jpg ${ratio('scan-jpg')}x, scan (PDF) ${ratio('scan')}x; default pool, wall: scan-jpg ${((wallOf.get('scan-jpg') ?? 0) / wall).toFixed(2)}x |`,
  );
} else references.push('| `tesseract` | not installed: skipped | |');

process.stdout.write(
  [
    '| variant | fields exact | time per page (median, wall) | scans on one core (median per page) |',
    '|---|---|---|---|',
    ...rows,
    '',
    '| reference | time per page (median) | ratio (engine / reference) |',
    '|---|---|---|',
    ...references,
    '',
  ].join('\n'),
);
