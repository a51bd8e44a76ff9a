import { runCli } from './cli/main.ts';
import { shutdownOcr } from './ocr/pool.ts';
import { shutdownPdfThreads } from './pdf/pdf-threads.ts';

// Stdout carries the JSON and nothing else: library chatter goes to stderr.
console.log = console.error;
console.info = console.error;
console.warn = console.error;
console.debug = console.error;

try {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} finally {
  await Promise.all([shutdownOcr(), shutdownPdfThreads()]);
}
