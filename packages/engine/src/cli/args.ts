/** Minimal argv parsing: `--name value` options and positional arguments. */
export interface Args {
  options: Map<string, string>;
  /** Every value of an option given more than once (`--sample A=a.pdf --sample B=b.pdf`). */
  all: Map<string, string[]>;
  positional: string[];
}

export const parseArgs = (argv: readonly string[]): Args => {
  const options = new Map<string, string>();
  const all = new Map<string, string[]>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const [name, inline] = eq > 2 ? [arg.slice(2, eq), arg.slice(eq + 1)] : [arg.slice(2), undefined];
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`Opsi --${name} memerlukan nilai.`);
      options.set(name, value);
      all.set(name, [...(all.get(name) ?? []), value]);
    } else {
      positional.push(arg);
    }
  }
  return { options, all, positional };
};

export class UsageError extends Error {}

export const USAGE = `Penggunaan:
  engine extract --placements P.json [--date-format FMT] [--number-format id|en|auto] [--review-threshold T] FILE
  engine compare --rules R.json A.json B.json ...
  engine suggest --labels L.json [--date-format FMT] [--number-format id|en|auto] FILE
  engine classify --sample TYPE=FILE [--sample TYPE=FILE ...] FILE ...`;
