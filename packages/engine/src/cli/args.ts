/** Minimal argv parsing: `--name value` options and positional arguments. */
export interface Args {
  options: Map<string, string>;
  positional: string[];
}

export const parseArgs = (argv: readonly string[]): Args => {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`Opsi --${name} memerlukan nilai.`);
      options.set(name, value);
    } else {
      positional.push(arg);
    }
  }
  return { options, positional };
};

export class UsageError extends Error {}

export const USAGE = `Penggunaan:
  engine extract --placements P.json [--date-format FMT] [--number-format id|en|auto] [--review-threshold T] FILE
  engine compare --rules R.json A.json B.json ...`;
