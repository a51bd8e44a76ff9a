import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type Me, ZUpdateProfileRequest } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../../api/form-errors.ts';
import { updateProfile, userKeys } from '../../api/profile.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { registerPhone } from '../auth/registerPhone.ts';

const fields = ['first_name', 'last_name', 'phone'] as const;

/** PUT user/profile/{id}: first name, last name and phone (the part after +62). */
export function ProfileForm({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(ZUpdateProfileRequest),
    mode: 'onTouched',
    defaultValues: { first_name: me.first_name, last_name: me.last_name, phone: me.phone ?? '' },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile(me.id, values);
      reset(values);
      await queryClient.invalidateQueries({ queryKey: userKeys.me });
      showSuccess(t.profile.saved);
    } catch (error) {
      reportFormError(error, setError, fields);
    }
  });

  return (
    <Paper withBorder p="lg" component="section" aria-label={t.profile.dataTitle}>
      <Title order={2} fz="lg" mb="md">
        {t.profile.dataTitle}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t.fields.firstName}
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label={t.fields.lastName}
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t.fields.phone}
            leftSection={<Text fz="sm">{t.fields.phonePrefix}</Text>}
            leftSectionWidth={48}
            inputMode="numeric"
            error={errors.phone?.message}
            {...registerPhone(register)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t.profile.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
