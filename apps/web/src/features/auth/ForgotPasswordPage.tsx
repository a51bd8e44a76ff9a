import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { showError } from '../../api/toasts.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { ResultState } from '../../components/ResultState.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { ZForgotForm } from './schemas.ts';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZForgotForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  if (sent) {
    return (
      <AuthLayout>
        <ResultState
          icon="mail"
          title={t.forgot.sentTitle}
          text={t.forgot.sentText}
          action={{ label: t.common.backToLogin, to: paths.login }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t.forgot.title} subtitle={t.forgot.text}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.fields.email}
            placeholder={t.fields.emailPlaceholder}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
            {t.forgot.submit}
          </Button>
          <Anchor component={Link} to={paths.login} fz="sm" ta="center" c="dimmed">
            {t.common.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
