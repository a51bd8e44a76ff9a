import { useState } from 'react';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { ResultState } from '../../components/ResultState.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { ResendVerification } from './ResendVerification.tsx';

export function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <AuthLayout>
        <ResultState
          icon="mail"
          title={t.register.successTitle}
          text={t.register.successText(registeredEmail)}
          action={{ label: t.register.login, to: paths.login }}
        >
          <ResendVerification email={registeredEmail} />
        </ResultState>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t.register.title} subtitle={t.register.subtitle} maxWidth={560}>
      <RegisterForm onDone={setRegisteredEmail} />
    </AuthLayout>
  );
}
