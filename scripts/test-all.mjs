// `npm test`: every suite. The unit, API and cluster tests run beside the browser tests: each
// side spends much of its time waiting (on the database, on job polling, on the browser), so on two
// cores running them together takes about as long as the longer one, not the sum. Each line is
// prefixed with its suite; the exit code is non-zero when either side fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const run = (name, script) =>
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

// The cluster test runs after the unit tests, not before the browser tests: the browser side is the
// longer (session 21, one CI run on this kind of machine: the unit side ended after 781 s, the
// browser side, cluster test first, after 1,236 s, of which the cluster test took 182 s).
const codes = await Promise.all([
  run('unit', 'npm run -s test:unit && npm run -s test:cluster'),
  run('browser', 'npm run -s test:e2e'),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
