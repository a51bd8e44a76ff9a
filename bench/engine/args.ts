/** Command line of `npm run bench:engine`. */
export interface BenchArgs {
  /** Variants to run (all when empty). */
  variants: string[];
  /** Print a line per wrong field; 'all' also per flagged and empty field; 'every' per field. */
  verbose: false | 'wrong' | 'all' | 'every';
  /** Accuracy only: no timing, no references, one pass. */
  time: boolean;
  /** Only the files whose path holds one of these (none: every file of the variants). */
  files: string[];
}

export const USAGE = `npm run bench:engine -- [--variant NAME[,NAME...]]... [--verbose[=all]] [--no-time]
  --variant   only these variants (repeatable or comma-separated), e.g. --variant photo,fax
  --verbose   a WRONG line per field read wrong and not flagged; --verbose=all adds FLAGGED and EMPTY lines,
              --verbose=every EXACT lines too (every field's text, to study a rule on them)
  --no-time   accuracy only: one pass, no timing, no references (fast)
  --file S    only the files whose path holds S (repeatable), e.g. --file sets/3/outside-scan/peb`;

export const parseArgs = (argv: readonly string[]): BenchArgs => {
  const args: BenchArgs = { variants: [], verbose: false, time: true, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--variant' || arg === '-v') {
      const value = argv[++i];
      if (!value) throw new Error(`--variant needs a name\n${USAGE}`);
      args.variants.push(...value.split(',').filter(Boolean));
    } else if (arg.startsWith('--variant=')) args.variants.push(...arg.slice(10).split(',').filter(Boolean));
    else if (arg === '--verbose') args.verbose = 'wrong';
    else if (arg === '--verbose=all') args.verbose = 'all';
    else if (arg === '--verbose=every') args.verbose = 'every';
    else if (arg === '--no-time') args.time = false;
    else if (arg === '--file') {
      const value = argv[++i];
      if (!value) throw new Error(`--file needs part of a path\n${USAGE}`);
      args.files.push(value);
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  return args;
};
