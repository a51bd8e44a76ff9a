// Runs a shell command with each line of its output prefixed with a name, for the scripts that run
// several at once (test-all.mjs, typecheck.mjs). Resolves with the exit code, never rejects.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Runs `script` in a shell; every line it prints is shown as `[name] line`; resolves with its code. */
export const runPrefixed = (name, script) =>
  new Promise((resolve) => {
    const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code) => {
      console.log(`[${name}] exited with ${code}`);
      resolve(code ?? 1);
    });
  });
