import { median, ms, percent, ratio } from './stats.ts';
import { type Counts, sumCounts, type Tally, totalOf } from './tally.ts';

const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

/** A variant's fields: exact and wrong (with their share), flagged, empty, total. */
const countCells = (c: Counts): string[] => {
  const total = totalOf(c);
  return [
    `${c.exact} (${percent(c.exact, total)})`,
    `${c.wrong} (${percent(c.wrong, total)})`,
    String(c.flagged),
    String(c.empty),
    String(total),
  ];
};

/** Accuracy and engine time per variant. */
export const accuracyTable = (tallies: ReadonlyMap<string, Tally>, timed: boolean): string[] => {
  const head = ['variant', 'files (pages)', 'exact', 'wrong', 'flagged', 'empty', 'total'];
  if (timed) head.push('wall per page (median)', 'scans, one core: CPU per page (median)');
  const lines = [row(head), row(head.map(() => '---'))];
  for (const [variant, t] of tallies) {
    const cells = [variant, `${t.files} (${t.pages})`, ...countCells(t.counts)];
    if (timed) {
      const c = t.oneCoreCounts;
      const differs = (Object.keys(c) as Array<keyof typeof c>).some((k) => c[k] !== t.counts[k]);
      const outcomes = differs
        ? `; read: ${c.exact} exact, ${c.wrong} wrong, ${c.flagged} flagged, ${c.empty} empty`
        : '';
      const oneCore =
        t.oneCoreCpu.length > 0
          ? `${ms(median(t.oneCoreCpu))} CPU (${ms(median(t.oneCoreWall))} wall${outcomes})`
          : '';
      cells.push(ms(median(t.wall), 1), oneCore);
    }
    lines.push(row(cells));
  }
  if (tallies.size > 1) {
    const all = sumCounts([...tallies.values()].map((t) => t.counts));
    lines.push(row(['**all**', '', ...countCells(all), ...(timed ? ['', ''] : [])]));
  }
  return lines;
};

/** The references measured on the same pages in the same run, and the engine's ratio to them. */
export const referenceTable = (tallies: ReadonlyMap<string, Tally>): string[] => {
  const lines = [
    row(['variant', 'reference (same pages, same run)', 'reference per page (median)', 'engine / reference']),
    row(['---', '---', '---', '---']),
  ];
  for (const [variant, t] of tallies) {
    const wall = median(t.wall);
    if (t.popplerCold.length > 0) {
      const cold = median(t.popplerCold);
      const warm = median(t.popplerWarm);
      lines.push(
        row([variant, '`pdftotext -bbox`, new process per page', `${ms(cold, 1)} wall`, ratio(wall, cold)]),
      );
      lines.push(
        row([
          variant,
          '`pdftotext -bbox`, warm (20 copies, one process)',
          `${ms(warm, 1)} wall`,
          ratio(wall, warm),
        ]),
      );
    }
    if (t.tesseractCpu.length > 0) {
      const cpu = median(t.tesseractCpu);
      const tWall = median(t.tesseractWall);
      lines.push(
        row([
          variant,
          'native `tesseract -l ind+eng`, whole page, 1 thread',
          `${ms(cpu)} CPU (${ms(tWall)} wall)`,
          `one core, CPU: ${ratio(median(t.oneCoreCpu), cpu)}; default pool, wall: ${ratio(wall, tWall)}`,
        ]),
      );
    }
  }
  return lines;
};

/** A scan whose blocks moved, against the plain scan of the same documents (goal: within 1.5x). */
export const driftLine = (tallies: ReadonlyMap<string, Tally>): string | undefined => {
  const drift = tallies.get('drift-scan');
  const plain = tallies.get('scan');
  if (!drift?.oneCoreCpu.length || !plain?.oneCoreCpu.length) return undefined;
  const d = median(drift.oneCoreCpu);
  const p = median(plain.oneCoreCpu);
  return `drift-scan / scan (PDF), one core CPU per page (median): ${ms(d)} / ${ms(p)} = ${ratio(d, p)} (goal: within 1.5x); default pool wall: ${ratio(median(drift.wall), median(plain.wall))}`;
};

/**
 * Per variant, its shipments' label rows compared as a validation does (verdicts.ts): right,
 * Perlu Diperiksa, not found, and wrong verdicts; in brackets, the figure without the rule that a
 * difference one misread of a scan explains is Perlu Diperiksa (docs/review.md).
 */
export const verdictTable = (tallies: ReadonlyMap<string, Tally>): string[] => {
  const head = [
    'variant',
    'label rows compared',
    'right',
    'Perlu Diperiksa',
    'not found',
    'Tidak Sesuai where the documents agree',
    'Sesuai where they differ',
  ];
  const lines = [row(head), row(head.map(() => '---'))];
  for (const [variant, t] of tallies) {
    const v = t.verdicts;
    const before = t.verdictsNoSlip;
    const also = (now: number, then: number) => (now === then ? `${now}` : `${now} (${then})`);
    lines.push(
      row([
        variant,
        `${v.compared}`,
        also(v.right, before.right),
        also(v.review, before.review),
        `${v.missing}`,
        also(v.falseMismatch, before.falseMismatch),
        also(v.falseMatch, before.falseMatch),
      ]),
    );
  }
  return lines;
};
