// `npm test`: every suite. The unit, API and cluster tests run beside the browser tests: each
// side spends much of its time waiting (on the database, on job polling, on the browser), so on two
// cores running them together takes about as long as the longer one, not the sum. Each line is
// prefixed with its suite; the exit code is non-zero when any suite fails.
//
// Every browser test runs on the browser side. (Until session 39 a few ran on the unit side once
// the unit and cluster tests were done, when the browser side was the longer one; by then the
// unit side was: one CI run on this kind of machine, 1383 s in all, ended its unit and cluster
// tests after 1131 s and its browser files after 1219 s, the browser side after 900 s.)
import { runPrefixed as run } from './run-prefixed.mjs';

const build = run('build', 'npm run -s build');
const codes = await Promise.all([
  run('unit', 'npm run -s test:unit && npm run -s test:cluster'),
  build.then((code) => (code === 0 ? run('browser', 'npm test -s -w e2e') : code)),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
