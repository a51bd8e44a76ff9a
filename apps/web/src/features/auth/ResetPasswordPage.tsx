import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { ResultState } from '../../components/ResultState.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/** docs/product.md §2 reset-password screen: form, then success; the card is at most 525px wide. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthLayout maxWidth={525}>
        <ResultState
          title={t.reset.successTitle}
          text={t.reset.successText}
          action={{ label: t.reset.login, to: paths.login }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t.reset.title} subtitle={t.reset.text} maxWidth={525}>
      {!token && (
        <Alert color="red" variant="light" mb="md">
          {t.reset.missingToken}
        </Alert>
      )}
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthLayout>
  );
}
