import { Alert, Switch } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { clearSignedOutReason, getSignedOutReason } from '../../api/session.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { t } from '../../i18n/id.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * /login: company users by default; a discreet switch sends the same form to sign-in-internal.
 * After a session ended by a deactivation, the reason the server gave is shown once.
 */
export function LoginPage() {
  const [internal, setInternal] = useState(false);
  // Read during render (a render may be thrown away while a lazy page loads), cleared once shown.
  const [signedOutReason] = useState(getSignedOutReason);
  useEffect(() => {
    if (signedOutReason) clearSignedOutReason();
  }, [signedOutReason]);
  return (
    <AuthLayout
      title={internal ? t.login.internalTitle : t.login.title}
      subtitle={internal ? t.login.internalSubtitle : t.login.subtitle}
    >
      {signedOutReason && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconUserOff size={18} />}
          mb="lg"
          data-testid="signed-out-reason"
        >
          {signedOutReason}
        </Alert>
      )}
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
