import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Session } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../../api/form-errors.ts';
import { registerInvitation } from '../../api/invitations.ts';
import { t } from '../../i18n/id.ts';
import { registerNewPassword } from '../auth/registerNewPassword.ts';
import { registerPhone } from '../auth/registerPhone.ts';
import { ZInvitationNewForm } from './schemas.ts';

const empty = { first_name: '', last_name: '', phone: '', password: '', confirm_password: '' };

const fields = ['first_name', 'last_name', 'phone', 'password'] as const;

type Props = { token: string; onSession: (session: Session) => void };

/** Name, phone and password of an invited person without an account yet (docs/decisions/invitations.md). */
export function InvitationForm({ token, onSession }: Props) {
  const form = useForm({
    resolver: zodResolver(ZInvitationNewForm),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, setError } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ confirm_password: _, ...body }) => {
    try {
      onSession(await registerInvitation({ token, ...body }));
    } catch (error) {
      reportFormError(error, setError, fields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t.fields.firstName}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput label={t.fields.lastName} error={errors.last_name?.message} {...register('last_name')} />
        </SimpleGrid>
        <TextInput
          label={t.fields.phone}
          placeholder={t.fields.phonePlaceholder}
          leftSection={<Text fz="sm">{t.fields.phonePrefix}</Text>}
          leftSectionWidth={48}
          inputMode="numeric"
          error={errors.phone?.message}
          {...registerPhone(register)}
        />
        <PasswordInput
          label={t.fields.password}
          autoComplete="new-password"
          error={errors.password?.message}
          {...registerNewPassword(form)}
        />
        <PasswordInput
          label={t.fields.confirmPassword}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t.invitation.submit}
        </Button>
      </Stack>
    </form>
  );
}
