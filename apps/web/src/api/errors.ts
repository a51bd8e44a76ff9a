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
