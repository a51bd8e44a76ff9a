import { resolve } from 'node:path';
import { classify } from '../classify/classify.ts';
import { ingest } from '../ingest/ingest.ts';
import { type Args, UsageError } from './args.ts';
import { readInput } from './suggest-command.ts';

/** `classify --sample TYPE=FILE ... FILE...`: prints `{ files: [ { file, type, score } ] }`. */
export const classifyCommand = async (args: Args): Promise<unknown> => {
  const samples = args.all.get('sample') ?? [];
  if (samples.length === 0 || args.positional.length === 0)
    throw new UsageError('classify memerlukan --sample TYPE=FILE (satu atau lebih) dan FILE.');
  const given = [];
  for (const spec of samples) {
    const at = spec.indexOf('=');
    if (at <= 0 || at === spec.length - 1)
      throw new UsageError(`--sample harus TYPE=FILE (terbaca "${spec}").`);
    given.push({
      type: spec.slice(0, at),
      name: spec.slice(0, at),
      document: await ingest(await readInput(resolve(spec.slice(at + 1)))),
    });
  }
  const documents = [];
  for (const file of args.positional) documents.push(await ingest(await readInput(resolve(file))));
  const results = await classify(given, documents);
  return {
    files: results.map((r, i) => ({ file: args.positional[i], type: r.type, score: r.score })),
  };
};
