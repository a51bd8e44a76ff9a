import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/**
 * The part of an Indonesian mobile number after the fixed +62 shown before the field: a typed
 * leading 0 (081234567890), a typed +62, spaces and dashes are dropped as the person types, so the
 * rule and the message of docs/product.md §4 ("Format Tidak Sesuai") only meet the real mistakes.
 */
export function nationalPhone(typed: string): string {
  return typed
    .replace(/[\s-]/g, '')
    .replace(/^\+?62(?=\d)/, '')
    .replace(/^0+/, '');
}

/** `register('phone')` with the typed value made national (see nationalPhone). */
export function registerPhone<T extends FieldValues>(register: UseFormRegister<T>) {
  const field = register('phone' as Path<T>);
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const national = nationalPhone(event.target.value);
      if (national !== event.target.value) event.target.value = national;
      return field.onChange(event);
    },
  };
}
