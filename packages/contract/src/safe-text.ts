/**
 * Text PostgreSQL cannot store: the NUL character and UTF-16 surrogates without their pair. The API
 * refuses both in every decoded input (body, query, path, multipart fields) in one place, before any
 * route sees them (docs/security.md).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const safeTextMessage =
  'Teks berisi karakter yang tidak diizinkan (karakter NUL atau Unicode tidak lengkap).';

export const isSafeText = (text: string): boolean => !text.includes('\u0000') && !loneSurrogate.test(text);

/** The dotted path of the first unsafe string (or object key) in a decoded value; null when clean. */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || '_';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return at;
      const found = findUnsafeText(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Decoded input: JSON objects, and the null-prototype records of the query parser. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Date)
  );
}
