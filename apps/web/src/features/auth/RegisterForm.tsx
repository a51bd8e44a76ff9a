import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { signUp } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { showError } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { ZRegisterForm } from './schemas.ts';

const empty = {
  company_name: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

/** Company sign-up with every field rule of SPEC §5. */
export function RegisterForm({ onDone }: { onDone: (email: string) => void }) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ZRegisterForm),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ confirm_password: _, ...body }) => {
    try {
      await signUp(body);
      onDone(body.email);
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.fields.companyName}
          placeholder={t.fields.companyPlaceholder}
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t.fields.firstName}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label={t.fields.lastName}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t.fields.email}
          placeholder={t.fields.emailPlaceholder}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label={t.fields.phone}
          placeholder={t.fields.phonePlaceholder}
          leftSection={<Text fz="sm">{t.fields.phonePrefix}</Text>}
          leftSectionWidth={48}
          inputMode="numeric"
          autoComplete="tel-national"
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
        <Text fz="xs" c="dimmed">
          {t.register.agreePrefix}{' '}
          <Anchor component={Link} to={paths.toc} inherit>
            {t.common.terms}
          </Anchor>{' '}
          {t.register.and}{' '}
          <Anchor component={Link} to={paths.privacy} inherit>
            {t.common.privacy}
          </Anchor>
          .
        </Text>
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t.register.submit}
        </Button>
        <Text ta="center" fz="sm" c="dimmed">
          {t.register.haveAccount}{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            {t.register.login}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
