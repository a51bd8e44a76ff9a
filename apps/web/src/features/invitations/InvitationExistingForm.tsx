import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import type { Session } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../../api/form-errors.ts';
import { registerInvitation } from '../../api/invitations.ts';
import { t } from '../../i18n/id.ts';
import { ZInvitationExistingForm } from './schemas.ts';

type Props = { token: string; onSession: (session: Session) => void };

/** An invited e-mail that already has an account joins with the password it signs in with. */
export function InvitationExistingForm({ token, onSession }: Props) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ZInvitationExistingForm),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      onSession(await registerInvitation({ token, password }));
    } catch (error) {
      reportFormError(error, setError, ['password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t.fields.password}
          placeholder={t.fields.passwordPlaceholder}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
          {t.invitation.submit}
        </Button>
      </Stack>
    </form>
  );
}
