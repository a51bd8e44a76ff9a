import { pino } from 'pino';

/** Never logged, wherever they appear. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.refresh_token',
  '*.access_token',
];

/** The process's structured logger (pino), with secrets redacted. */
export function createLogger(level: string) {
  return pino({ level, redact: { paths: redactedPaths, censor: '[disembunyikan]' } });
}
