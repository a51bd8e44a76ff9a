import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const has = (command: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** CPU time (ms) of this process's finished children, from /proc (Linux). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
const childrenCpuMs = (): number => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(')').pop()?.trim().split(' ') ?? [];
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS;
};

export interface Timed {
  wall: number;
  cpu: number;
}

/** Runs a command to its end (one thread for OpenMP): its wall time, and CPU time of the process. */
export const timeCommand = (command: string, args: string[]): Timed => {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(command, args, {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command} gagal: ${result.stderr}`);
  return { wall, cpu: childrenCpuMs() - cpuBefore };
};

/** Runs a command that must succeed (preparation, untimed). */
export const run = (command: string, args: string[]): void => {
  const result = spawnSync(command, args);
  if (result.status !== 0) throw new Error(`${command} gagal: ${result.stderr}`);
};
