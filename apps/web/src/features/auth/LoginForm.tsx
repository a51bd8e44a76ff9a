import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { signIn } from '../../api/auth.ts';
import { reportFormError } from '../../api/form-errors.ts';
import { setPendingOtp, setRemember, setSessionId } from '../../api/session.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { ResendVerification } from './ResendVerification.tsx';
import { ZLoginForm } from './schemas.ts';

/** E-mail and password; right credentials e-mail a one-time password and lead to /check-in. */
export function LoginForm({ internal }: { internal: boolean }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ZLoginForm),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors, isSubmitting } = formState;
  // Signing in with an unverified address: offer a new verification link for it.
  const [unverified, setUnverified] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const otp = await signIn(values, internal);
      setRemember(values.remember);
      setPendingOtp(otp.email, otp.resend_in);
      setSessionId(otp.session_id);
      navigate(paths.checkIn);
    } catch (error) {
      const code = isAxiosError(error)
        ? (error.response?.data as { code?: unknown } | undefined)?.code
        : null;
      setUnverified(code === 'EMAIL_NOT_VERIFIED' ? values.email : null);
      reportFormError(error, setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.fields.email}
          placeholder={t.fields.emailPlaceholder}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t.fields.password}
          placeholder={t.fields.passwordPlaceholder}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="space-between">
          <Checkbox label={t.login.remember} {...register('remember')} />
          <Anchor component={Link} to={paths.forgotPassword} fz="sm" fw={500}>
            {t.login.forgot}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
          {t.login.submit}
        </Button>
        {unverified && <ResendVerification email={unverified} />}
        <Text ta="center" fz="sm" c="dimmed">
          {t.login.noAccount}{' '}
          <Anchor component={Link} to={paths.register} fw={600}>
            {t.login.register}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
