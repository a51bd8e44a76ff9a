/**
 * Writes (`write`) or checks (`check`) the committed OpenAPI document, generated from the
 * contract's zod schemas through the real app on a throw-away embedded database.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { closeContext, createContext } from '../src/context.ts';
import { createLogger } from '../src/logger.ts';

const target = path.resolve(import.meta.dirname, '../openapi.json');
const mode = process.argv[2];

const config = {
  ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  database: { dataDir: 'memory://' },
};
const ctx = await createContext(config, createLogger('silent'));
const app = await buildApp(ctx, { logger: false });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await closeContext(ctx);

if (mode === 'write') {
  await writeFile(target, document);
  console.log(`openapi.json written (${document.length} bytes)`);
} else {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== document) {
    console.error('apps/api/openapi.json is stale: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('openapi.json is up to date');
}
