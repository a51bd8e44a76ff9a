import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { ZPasswordPair } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { resetPassword } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { showError } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

type Props = { token: string; onDone: () => void };

/** docs/product.md §2: two password fields with show/hide; SIMPAN disabled while the form is invalid. */
export function ResetPasswordForm({ token, onDone }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZPasswordPair),
    mode: 'all',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({ token, password: values.password });
      onDone();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  const toggleLabel = { 'aria-label': t.common.showPassword };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t.fields.newPassword}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggleLabel}
          error={errors.password?.message}
          {...register('password', { deps: ['confirm_password'] })}
        />
        <PasswordInput
          label={t.fields.confirmNewPassword}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggleLabel}
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting} mt="xs">
          {t.reset.submit}
        </Button>
      </Stack>
    </form>
  );
}
