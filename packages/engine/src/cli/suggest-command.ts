import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { EngineError } from '../errors.ts';
import { boxToRect } from '../geometry/convert.ts';
import { ingest } from '../ingest/ingest.ts';
import { suggest } from '../suggest/suggest.ts';
import type { SuggestLabel } from '../suggest/types.ts';
import { DATA_TYPES, type NumberFormat } from '../types.ts';
import { type Args, UsageError } from './args.ts';

export const readInput = (path: string): Promise<Buffer> =>
  readFile(path).catch((error: unknown) => {
    throw new EngineError('INVALID_INPUT', `Berkas ${path} tidak dapat dibuka.`, { cause: error });
  });

/** The labels file: `{ "labels": [ { "label", "type", "aliases": [] } ] }`. */
export const readLabels = async (path: string): Promise<SuggestLabel[]> => {
  const parsed = JSON.parse(await readInput(path).then((b) => b.toString('utf8'))) as { labels?: unknown };
  if (!Array.isArray(parsed.labels)) throw new UsageError('Berkas label harus memiliki "labels".');
  return parsed.labels.map((entry: unknown) => {
    const label = entry as Partial<SuggestLabel>;
    if (typeof label.label !== 'string' || !label.label.trim())
      throw new UsageError('Setiap label harus memiliki "label" (nama).');
    if (!label.type || !DATA_TYPES.includes(label.type))
      throw new UsageError(`Tipe data "${String(label.type)}" tidak dikenal (label ${label.label}).`);
    const aliases = Array.isArray(label.aliases) ? label.aliases.filter((a) => typeof a === 'string') : [];
    return { label: label.label, type: label.type, aliases };
  });
};

/** `suggest`: prints `{ pages, labels, groups }`: a proposed placement per label found on FILE. */
export const suggestCommand = async (args: Args): Promise<unknown> => {
  const labelsPath = args.options.get('labels');
  const file = args.positional[0];
  if (!labelsPath || !file) throw new UsageError('suggest memerlukan --labels L.json dan FILE.');
  const numberFormat = (args.options.get('number-format') ?? 'auto') as NumberFormat;
  if (!['id', 'en', 'auto'].includes(numberFormat))
    throw new UsageError('--number-format harus id, en, atau auto.');
  const labels = await readLabels(resolve(labelsPath));
  const document = await ingest(await readInput(resolve(file)));
  const result = await suggest(document, labels, {
    numberFormat,
    dateFormat: args.options.get('date-format'),
  });
  return {
    pages: result.pages,
    labels: result.proposals.map((p) => ({
      label: p.label,
      page: p.page,
      ...boxToRect(p.box),
      text: p.text,
      value: p.value,
      confidence: p.confidence,
      type: p.type,
      by: p.by,
      ...(p.unit ? { unit: p.unit } : {}),
      ...(p.caption ? { caption: p.caption } : {}),
      ...(p.group ? { group: p.group } : {}),
    })),
    groups: result.groups,
  };
};
