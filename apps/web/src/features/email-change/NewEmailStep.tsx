import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ZNewEmailRequest } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { emailChange } from '../../api/email-change.ts';
import { reportFormError } from '../../api/form-errors.ts';
import { t } from '../../i18n/id.ts';

type Props = { onSent: (email: string) => void; onCancel: () => void };

/** POST user/edit-email: the new address, which receives its own code. */
export function NewEmailStep({ onSent, onCancel }: Props) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ZNewEmailRequest),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await emailChange.sendNewCode(email);
      onSent(email);
    } catch (error) {
      reportFormError(error, setError, ['email']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" mt="md">
        <TextInput
          label={t.profile.newEmailLabel}
          placeholder={t.fields.emailPlaceholder}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t.profile.cancel}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t.profile.sendToNew}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
