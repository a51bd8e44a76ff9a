// `npm run typecheck`: the code's three TypeScript programs, as many at once as there are cores.
// The Node side (api, bench, engine, db, contract) shares one set of options and is checked once,
// as tsconfig.node.json; the SPA (DOM, JSX, Vite's types) and the browser tests (Node and DOM) have
// options of their own. Each workspace's `tsc` run apart (`npm run typecheck -w <workspace>`, still
// there for working on one) re-checked the packages it imports: 167 s of CPU in all against 99 s
// (session 46), the larger part of this step's time on CI's two cores.

import { availableParallelism } from 'node:os';
import { runPrefixed } from './run-prefixed.mjs';

/** The longest first, so that the shorter fill in beside it. */
const queue = [
  ['node', 'npx tsc -p tsconfig.node.json'],
  ['e2e', 'npm run -s typecheck -w e2e'],
  ['apps/web', 'npm run -s typecheck -w apps/web'],
];

const codes = [];
const lane = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) codes.push(await runPrefixed(...next));
};
await Promise.all(Array.from({ length: availableParallelism() }, lane));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
