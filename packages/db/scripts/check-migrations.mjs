// Fails when the Drizzle schema has changes that no committed migration holds.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..');
const before = execFileSync('git', ['status', '--porcelain', '--', 'drizzle'], {
  cwd: dir,
  encoding: 'utf8',
});
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'drift'], { cwd: dir, stdio: 'ignore' });
const after = execFileSync('git', ['status', '--porcelain', '--', 'drizzle'], { cwd: dir, encoding: 'utf8' });
if (after !== before) {
  execFileSync('git', ['checkout', '--', 'drizzle'], { cwd: dir });
  execFileSync('git', ['clean', '-fdq', '--', 'drizzle'], { cwd: dir });
  console.error(
    'packages/db: the schema changed without a migration. Run `npm run db:generate` and commit it.',
  );
  process.exit(1);
}
console.log('migrations are up to date with the schema');
