import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'trigger' | 'getFieldState'>;

/**
 * The `password` field of a form that also has `confirm_password`: once the confirmation has been
 * touched, changing the password re-checks it ("Password tidak cocok"); before that, the
 * confirmation stays quiet instead of complaining about a field the person has not reached yet.
 */
export function registerNewPassword<T extends FieldValues>(form: Form<T>) {
  const field = form.register('password' as Path<T>);
  const confirm = 'confirm_password' as Path<T>;
  return {
    ...field,
    onChange: async (event: ChangeEvent<HTMLInputElement>) => {
      await field.onChange(event);
      if (form.getFieldState(confirm).isTouched) await form.trigger(confirm);
    },
  };
}
