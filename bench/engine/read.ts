import { type EngineDocument, extract, ingest, type OcrPool, type Placement } from '@vd/engine';
import type { FixtureFile } from '../../packages/engine/src/fixtures/generate.ts';
import { type Graded, grade } from '../../packages/engine/src/fixtures/grade.ts';

export interface Reading {
  graded: Graded[];
  pages: number;
  /** Per page, ms: wall time, and CPU time of the whole process (every thread). */
  wall: number;
  cpu: number;
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Ingests and extracts one file as the API does (the sample re-aligns the placements); timed. */
export const readWithEngine = async (
  file: FixtureFile,
  bytes: Uint8Array,
  placements: { labels: Placement[]; sample: EngineDocument },
  pool: OcrPool,
): Promise<Reading> => {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const document = await ingest(bytes, {}, pool);
  const values = await extract(document, placements.labels, {
    sample: placements.sample,
    dateFormat: file.dateFormat,
    pool,
  });
  const wall = performance.now() - started;
  const pages = document.pages.length;
  return { graded: grade(file, values), pages, wall: wall / pages, cpu: cpuMs(cpuBefore) / pages };
};
