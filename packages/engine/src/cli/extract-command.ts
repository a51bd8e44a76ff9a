import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { EngineError } from '../errors.ts';
import { extract } from '../extract/extract.ts';
import { ingest } from '../ingest/ingest.ts';
import { DATA_TYPES, type NumberFormat, type Placement } from '../types.ts';
import { type Args, UsageError } from './args.ts';

interface PlacementsFile {
  sample?: string;
  labels: Placement[];
}

const readPlacements = async (path: string): Promise<PlacementsFile> => {
  const parsed = JSON.parse(await readFile(path, 'utf8')) as PlacementsFile;
  if (!Array.isArray(parsed.labels)) throw new UsageError('Berkas placements harus memiliki "labels".');
  for (const label of parsed.labels) {
    if (!DATA_TYPES.includes(label.type))
      throw new UsageError(`Tipe data "${label.type}" tidak dikenal (label ${label.label}).`);
  }
  return parsed;
};

const readInput = (path: string): Promise<Buffer> =>
  readFile(path).catch((error: unknown) => {
    throw new EngineError('INVALID_INPUT', `Berkas ${path} tidak dapat dibuka.`, { cause: error });
  });

/** `extract`: prints `{ pages, labels }` of one document. */
export const extractCommand = async (args: Args): Promise<unknown> => {
  const placementsPath = args.options.get('placements');
  const file = args.positional[0];
  if (!placementsPath || !file) throw new UsageError('extract memerlukan --placements P.json dan FILE.');
  const numberFormat = (args.options.get('number-format') ?? 'auto') as NumberFormat;
  if (!['id', 'en', 'auto'].includes(numberFormat))
    throw new UsageError('--number-format harus id, en, atau auto.');
  const thresholdOption = args.options.get('review-threshold');
  const reviewThreshold = thresholdOption === undefined ? undefined : Number(thresholdOption);
  if (reviewThreshold !== undefined && !(reviewThreshold >= 0 && reviewThreshold <= 1))
    throw new UsageError('--review-threshold harus angka antara 0 dan 1.');
  const placements = await readPlacements(resolve(placementsPath));
  const sample = placements.sample
    ? await ingest(await readInput(resolve(dirname(resolve(placementsPath)), placements.sample)))
    : undefined;
  const document = await ingest(await readInput(resolve(file)));
  const labels = await extract(document, placements.labels, {
    sample,
    numberFormat,
    dateFormat: args.options.get('date-format'),
    reviewThreshold,
  });
  return {
    pages: document.pages.length,
    labels: labels.map((v) => ({
      label: v.label,
      text: v.text,
      value: v.value,
      confidence: v.confidence,
      review: v.review,
      page: v.page,
      box: v.box,
      type: v.type,
      ...(v.unit ? { unit: v.unit } : {}),
      ...(v.reason ? { reason: v.reason } : {}),
      ...(v.group === undefined ? {} : { group: v.group, row: v.row }),
    })),
  };
};
