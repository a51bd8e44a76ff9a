import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type SettingsResponse, ZCompanyProfile } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../../api/form-errors.ts';
import { userKeys } from '../../api/profile.ts';
import { settingsKeys, updateSettings } from '../../api/settings.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

type Company = SettingsResponse['data']['company'];

/** Company profile (printed on invoices): PUT settings/update { company }. */
export function CompanyProfileForm({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const c = t.companySettings;
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ZCompanyProfile),
    mode: 'onTouched',
    defaultValues: {
      name: company.name,
      address: company.address ?? '',
      npwp: company.npwp_formatted ?? company.npwp ?? '',
      phone: company.phone ?? '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateSettings({ company: values });
      showSuccess(c.saved);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      await queryClient.invalidateQueries({ queryKey: userKeys.me });
    } catch (error) {
      reportFormError(error, setError, ['name', 'address', 'npwp', 'phone']);
    }
  });
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={c.name} withAsterisk error={errors.name?.message} {...register('name')} />
          <TextInput
            label={c.npwp}
            placeholder={c.npwpPlaceholder}
            description={c.npwpHint}
            error={errors.npwp?.message}
            {...register('npwp')}
          />
          <Textarea
            label={c.address}
            placeholder={c.addressPlaceholder}
            autosize
            minRows={2}
            error={errors.address?.message}
            {...register('address')}
          />
          <TextInput
            label={c.phone}
            placeholder={c.phonePlaceholder}
            type="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={formState.isSubmitting}>
              {c.save}
            </Button>
          </Group>
        )}
      </fieldset>
    </form>
  );
}
