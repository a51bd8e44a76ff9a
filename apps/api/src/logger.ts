import { pino } from 'pino';
import { redactedPaths } from './app.ts';

/** The process's structured logger (pino), with secrets redacted. */
export function createLogger(level: string) {
  return pino({ level, redact: { paths: redactedPaths, censor: '[disembunyikan]' } });
}
