import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ZEmail } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { signUp } from '../../api/auth.ts';
import { reportFormError } from '../../api/form-errors.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { registerNewPassword } from './registerNewPassword.ts';
import { registerPhone } from './registerPhone.ts';
import { ZRegisterForm } from './schemas.ts';
import { useTaken } from './useTaken.ts';

const empty = {
  company_name: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

const fields = ['company_name', 'first_name', 'last_name', 'email', 'phone', 'password'] as const;

/** Company sign-up with every field rule of docs/product.md §4. */
export function RegisterForm({ onDone }: { onDone: (email: string) => void }) {
  const form = useForm({
    resolver: zodResolver(ZRegisterForm),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const { errors, isSubmitting } = formState;
  const [companyName, email] = watch(['company_name', 'email']);
  const companyTaken = useTaken('company_name', companyName, companyName.trim().length > 0);
  const emailTaken = useTaken('email', email, ZEmail.safeParse(email).success);

  const onSubmit = handleSubmit(async ({ confirm_password: _, ...body }) => {
    try {
      const answer = await signUp(body);
      onDone(answer.email);
    } catch (error) {
      reportFormError(error, setError, fields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.fields.companyName}
          placeholder={t.fields.companyPlaceholder}
          autoComplete="organization"
          error={errors.company_name?.message ?? (companyTaken && t.register.companyTaken)}
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
          error={errors.email?.message ?? (emailTaken && t.register.emailTaken)}
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
