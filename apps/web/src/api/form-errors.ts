import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrorsOf } from './errors.ts';
import { showError } from './toasts.ts';

/**
 * A failed form submission: the server's per-field messages go under their fields (when the form
 * has them); anything else is shown as a toast with the server's message.
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const perField = fieldErrorsOf(error);
  let placed = false;
  for (const field of fields) {
    const message = perField?.[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed) showError(errorMessage(error));
}
