// glibc's allocator settings for a long-running process that decodes page images (issue 15).
//
// Without them, the memory of freed page images, OCR crops and the threads that made them stays in
// the process: glibc raises its mmap threshold after the first large free (up to 32 MiB), so later
// image buffers come from its arenas, and a freed hole inside an arena is never given back; each
// thread (libvips', piscina's PDF threads, tesseract.js's workers) may have an arena of its own.
// Measured after two scanned validations and 90 s idle: 675 MB resident without them, 353 MB with
// them (docs/speed.md, "Memory"; bench/README.md). They are read by glibc when the process starts, so they are
// set before it starts: in the Dockerfile, or by `relaunchWithAllocator` below for `npm start`.
// musl and other systems ignore them.
//
// - MALLOC_MMAP_THRESHOLD_=131072: every block of 128 KiB or more is its own mapping, returned to
//   the system when freed (the threshold glibc starts with, kept fixed).
// - MALLOC_ARENA_MAX=2: two arenas, not 8 per core: less memory held during work. sharp then uses
//   one libvips thread per core (without the variable it keeps one thread on glibc).
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The settings this process was started without (those set already are left as they are). */
function missing(env = process.env) {
  return Object.fromEntries(Object.entries(ALLOCATOR_ENV).filter(([name]) => env[name] === undefined));
}

/**
 * Runs `node <args>` with the allocator settings and exits as it exits. SIGTERM is passed on;
 * SIGINT from a terminal reaches both processes, so this one only waits for the other's exit.
 */
export function runWithAllocator(args) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...missing() },
    stdio: 'inherit',
  });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/**
 * On Linux, when a setting is missing, starts this script again in a child process that has them
 * and returns true (the caller does nothing else); otherwise returns false.
 */
export function relaunchWithAllocator(script) {
  if (process.platform !== 'linux' || Object.keys(missing()).length === 0) return false;
  runWithAllocator([...process.execArgv, script, ...process.argv.slice(2)]);
  return true;
}

// `node scripts/allocator.mjs <node arguments>`: a bench runs the product with the same settings.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  runWithAllocator(process.argv.slice(2));
}
