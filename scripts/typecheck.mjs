// `npm run typecheck`: every workspace's `tsc`, as many at once as there are cores. tsc uses one
// core; one workspace after another took ~95 s on CI's two cores (api, e2e and bench ~20 s each).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runPrefixed } from './run-prefixed.mjs';

const root = join(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** The longest first (as timed on CI, session 27), so that the short ones fill in beside them. */
const LONGEST = ['apps/api', 'e2e', 'bench', 'apps/web'];
const rank = (workspace) => (LONGEST.includes(workspace) ? LONGEST.indexOf(workspace) : LONGEST.length);
const queue = readJson('package.json')
  .workspaces.filter((workspace) => readJson(join(workspace, 'package.json')).scripts?.typecheck)
  .sort((a, b) => rank(a) - rank(b));

const codes = [];
const lane = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    codes.push(await runPrefixed(next, `npm run -s typecheck -w ${next}`));
  }
};
await Promise.all(Array.from({ length: availableParallelism() }, lane));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
