import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { ZLoginPassword, ZPasswordPair } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { reportFormError } from '../../api/form-errors.ts';
import { editPassword } from '../../api/profile.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { registerNewPassword } from '../auth/registerNewPassword.ts';

const ZPasswordChange = z.object({ current_password: ZLoginPassword }).and(ZPasswordPair);
const empty = { current_password: '', password: '', confirm_password: '' };

/** POST user/edit-password: the current password, then the new one twice (docs/product.md §4 rules). */
export function PasswordForm() {
  const form = useForm({
    resolver: zodResolver(ZPasswordChange),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    try {
      await editPassword({ current_password, password });
      reset(empty);
      showSuccess(t.profile.passwordSaved);
    } catch (error) {
      reportFormError(error, setError, ['current_password', 'password']);
    }
  });

  return (
    <Paper withBorder p="lg" component="section" aria-label={t.profile.passwordTitle}>
      <Title order={2} fz="lg" mb="md">
        {t.profile.passwordTitle}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t.profile.currentPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordInput
            label={t.fields.newPassword}
            autoComplete="new-password"
            error={errors.password?.message}
            {...registerNewPassword(form)}
          />
          <PasswordInput
            label={t.fields.confirmNewPassword}
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t.profile.passwordSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
