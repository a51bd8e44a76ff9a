import { parseArgs, USAGE, UsageError } from './cli/args.ts';
import { classifyCommand } from './cli/classify-command.ts';
import { compareCommand } from './cli/compare-command.ts';
import { extractCommand } from './cli/extract-command.ts';
import { suggestCommand } from './cli/suggest-command.ts';
import { isEngineError } from './errors.ts';
import { shutdownOcr } from './ocr/pool.ts';
import { shutdownPdfThreads } from './pdf/pdf-threads.ts';

// Stdout carries the JSON and nothing else: library chatter goes to stderr.
console.log = console.error;
console.info = console.error;
console.warn = console.error;
console.debug = console.error;

const main = async (argv: readonly string[]): Promise<number> => {
  const [command, ...rest] = argv;
  try {
    const args = parseArgs(rest);
    const output =
      command === 'extract'
        ? await extractCommand(args)
        : command === 'compare'
          ? await compareCommand(args)
          : command === 'suggest'
            ? await suggestCommand(args)
            : command === 'classify'
              ? await classifyCommand(args)
              : undefined;
    if (output === undefined) throw new UsageError(`Perintah tidak dikenal: ${command ?? '(kosong)'}.`);
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    if (isEngineError(error)) {
      process.stderr.write(`${error.message} (${error.code})\n`);
      return 1;
    }
    if (error instanceof SyntaxError) {
      process.stderr.write(`Berkas JSON tidak valid: ${error.message}\n`);
      return 2;
    }
    process.stderr.write(`Terjadi kesalahan tak terduga: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await Promise.all([shutdownOcr(), shutdownPdfThreads()]);
  }
};

process.exitCode = await main(process.argv.slice(2));
