import { isEngineError } from '../errors.ts';
import { parseArgs, USAGE, UsageError } from './args.ts';
import { classifyCommand } from './classify-command.ts';
import { compareCommand } from './compare-command.ts';
import { extractCommand } from './extract-command.ts';
import { suggestCommand } from './suggest-command.ts';

/** Where the CLI writes: the process's streams, or a test's buffers. */
export interface CliOutput {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * Runs one CLI command (`argv` without node and the script) and answers its exit code: 0 with the
 * JSON on `stdout`; 2 for bad usage or a JSON file that does not parse; 1 for a file the engine
 * cannot read or anything unexpected, the message on `stderr`.
 */
export const runCli = async (argv: readonly string[], out: CliOutput): Promise<number> => {
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
    out.stdout(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.stderr(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    if (isEngineError(error)) {
      out.stderr(`${error.message} (${error.code})\n`);
      return 1;
    }
    if (error instanceof SyntaxError) {
      out.stderr(`Berkas JSON tidak valid: ${error.message}\n`);
      return 2;
    }
    out.stderr(`Terjadi kesalahan tak terduga: ${(error as Error).message}\n`);
    return 1;
  }
};
