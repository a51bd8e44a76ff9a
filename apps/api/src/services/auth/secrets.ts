import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret for links and refresh tokens (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A 6-digit one-time code. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Secrets are stored only as this hash; a database leak gives no usable link or token. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A code is bound to its session, so the same code in another session hashes differently. */
export const hashCode = (scope: string, code: string) => hashSecret(`${scope}:${code}`);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `budi.santoso@contoh.co.id` -> `bu***@contoh.co.id`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
