// `npm test`: every suite. The unit, API and cluster tests run beside the browser tests: each
// side spends much of its time waiting (on the database, on job polling, on the browser), so on two
// cores running them together takes about as long as the longer one, not the sum. Each line is
// prefixed with its suite; the exit code is non-zero when any suite fails.
import { runPrefixed as run } from './run-prefixed.mjs';

// The browser side is the longer one, so a few of its files run on the unit side once the unit
// and cluster tests are done (the SPA is built by then). Chosen by their time in one CI run on this
// kind of machine (session 24, 944 s in all: the unit side ended after 669 s, the browser side
// after 792 s, 123 s of which ran alone): these take ~65 s of the browser side's ~780. Any file not
// named here runs on the browser side; `npm run test:e2e` still runs them all.
const besideUnit = [
  'tests/accounts-signed-in.e2e.test.ts',
  'tests/billing.e2e.test.ts',
  'tests/billing-settings.e2e.test.ts',
  'tests/library.e2e.test.ts',
];
const e2e = (args) => `npm test -s -w e2e -- ${args.join(' ')}`;

const build = run('build', 'npm run -s build');
const codes = await Promise.all([
  run('unit', 'npm run -s test:unit && npm run -s test:cluster').then(async (code) => {
    const built = await build;
    return built === 0 ? Math.max(code, await run('browser-2', e2e(besideUnit))) : code;
  }),
  build.then((code) =>
    code === 0 ? run('browser', e2e(besideUnit.map((file) => `--exclude ${file}`))) : code,
  ),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
