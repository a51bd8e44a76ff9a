// `npm start`: builds the SPA when it is missing or older than its sources, then runs the API
// (migrations applied at start-up, the job worker inside) serving the SPA on one port. On Linux,
// started without glibc's allocator settings (allocator.mjs), it runs itself again with them in a
// child process (the Docker image sets them, so there it runs in this process).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { relaunchWithAllocator } from './allocator.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
];

function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

async function start() {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt < Math.max(...sources.map((s) => newest(path.join(root, s))))) {
    console.log(builtAt ? 'Tampilan berubah: membangun ulang SPA...' : 'Membangun SPA untuk pertama kali...');
    execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
  }
  register();
  await import('../apps/api/src/server.ts');
}

if (!relaunchWithAllocator(import.meta.filename)) await start();
