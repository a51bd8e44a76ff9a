import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { registerInvitation } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { showError } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { ZInvitationForm } from './schemas.ts';

const empty = { first_name: '', last_name: '', phone: '', password: '', confirm_password: '' };

/** Name, phone and password of an invited person (DESIGN.md §4). */
export function InvitationForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZInvitationForm),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ confirm_password: _, ...body }) => {
    try {
      await registerInvitation({ token, ...body });
      onDone();
    } catch (error) {
      showError(errorMessage(error));
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
          {...register('phone')}
        />
        <PasswordInput
          label={t.fields.password}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { deps: ['confirm_password'] })}
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
