import type { Graded, Outcome } from '../../packages/engine/src/fixtures/grade.ts';
import { noVerdicts, type VerdictCounts } from './verdicts.ts';

/** Fields per outcome. */
export type Counts = Record<Outcome, number>;

const noCounts = (): Counts => ({ exact: 0, wrong: 0, flagged: 0, empty: 0 });

/** What a variant's files gave: outcomes of the fields, and times per page (one entry per file or page). */
export interface Tally {
  files: number;
  pages: number;
  counts: Counts;
  /** Engine, default OCR pool: wall ms per page, one entry per file. */
  wall: number[];
  /** Engine, one OCR worker (scans): CPU and wall ms per page, one entry per file. */
  oneCoreCpu: number[];
  oneCoreWall: number[];
  /** Outcomes of the one-core pass (OCR of the same page can differ with the pool's batching). */
  oneCoreCounts: Counts;
  /** `pdftotext -bbox` wall ms per page: new process per page, and warm. */
  popplerCold: number[];
  popplerWarm: number[];
  /** Native tesseract, per page: CPU and wall ms. */
  tesseractCpu: number[];
  tesseractWall: number[];
  /** The variant's shipments compared as a validation compares them (verdicts.ts). */
  verdicts: VerdictCounts;
  /** The same without the rule that a difference one misread of a scan explains is Perlu Diperiksa. */
  verdictsNoSlip: VerdictCounts;
}

export const newTally = (): Tally => ({
  files: 0,
  pages: 0,
  counts: noCounts(),
  wall: [],
  oneCoreCpu: [],
  oneCoreWall: [],
  oneCoreCounts: noCounts(),
  popplerCold: [],
  popplerWarm: [],
  tesseractCpu: [],
  tesseractWall: [],
  verdicts: noVerdicts(),
  verdictsNoSlip: noVerdicts(),
});

export const count = (counts: Counts, graded: readonly Graded[]): void => {
  for (const field of graded) counts[field.outcome]++;
};

/** The counts of several variants added up. */
export const sumCounts = (all: Iterable<Counts>): Counts => {
  const sum = noCounts();
  for (const counts of all) for (const k of Object.keys(sum) as Outcome[]) sum[k] += counts[k];
  return sum;
};

export const totalOf = (counts: Counts): number =>
  counts.exact + counts.wrong + counts.flagged + counts.empty;

const shown = (value: unknown): string => JSON.stringify(value ?? null);
const excerpt = (text: string): string => {
  const flat = text.replace(/\n/g, ' / ');
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
};

/** `WRONG file label[row]: expected X got Y (text "...", confidence c)`, and FLAGGED / EMPTY alike. */
export const fieldLine = (file: string, field: Graded): string => {
  const read = field.read;
  const head = `${field.outcome === 'flagged' ? `FLAGGED (${field.right ? 'right' : 'wrong'})` : field.outcome.toUpperCase()} ${file} ${field.label}[${field.row}]`;
  const evidence = read
    ? ` (text "${excerpt(read.text)}", confidence ${read.confidence.toFixed(2)}${read.reason ? `, ${read.reason}` : ''})`
    : ' (not read)';
  return `${head}: expected ${shown(field.expected)} got ${shown(read?.value)}${evidence}`;
};
