import { Switch } from '@mantine/core';
import { useState } from 'react';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { t } from '../../i18n/id.ts';
import { LoginForm } from './LoginForm.tsx';

/** /login: company users by default; a discreet switch sends the same form to sign-in-internal. */
export function LoginPage() {
  const [internal, setInternal] = useState(false);
  return (
    <AuthLayout
      title={internal ? t.login.internalTitle : t.login.title}
      subtitle={internal ? t.login.internalSubtitle : t.login.subtitle}
    >
      <LoginForm internal={internal} />
      <Switch
        mt="xl"
        size="xs"
        color="gray"
        label={t.login.internalToggle}
        checked={internal}
        onChange={(event) => setInternal(event.currentTarget.checked)}
        styles={{ label: { color: 'var(--mantine-color-dimmed)' } }}
      />
    </AuthLayout>
  );
}
