import { isAxiosError } from 'axios';
import { t } from '../i18n/id.ts';

/** The Indonesian `message` of a failed answer ({message, code, errors?}), or a generic text. */
export function errorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
    if (!error.response) return t.common.networkError;
  }
  return t.common.genericError;
}

export const statusOf = (error: unknown): number | undefined =>
  isAxiosError(error) ? error.response?.status : undefined;

/** The per-field messages of a failed answer (`errors: { field: message }`), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || !('errors' in data)) return null;
  const errors: unknown = data.errors;
  if (!errors || typeof errors !== 'object') return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
