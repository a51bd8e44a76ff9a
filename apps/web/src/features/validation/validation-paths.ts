import type { ValidationStatus } from '@vd/contract';
import { paths } from '../../routes/paths.ts';

/** The wizard of one validation. */
export const validationPath = (id: string): string => paths.validationDetail.replace(':id', id);

/** The result of one validation. */
export const resultPath = (id: string): string => paths.validationResult.replace(':id', id);

/** Where a validation opens: its result once completed, its wizard before. */
export const openPath = (id: string, status: ValidationStatus): string =>
  status === 'completed' ? resultPath(id) : validationPath(id);

/** The wizard or the result of one validation (the side navigation marks "Validasi" there). */
export const isValidationPage = (pathname: string): boolean =>
  /^\/admin\/validation\/[0-9a-f-]{36}(\/result)?$/.test(pathname);
