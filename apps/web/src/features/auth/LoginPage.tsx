import { AuthLayout } from '../../components/AuthLayout.tsx';
import { t } from '../../i18n/id.ts';
import { LoginForm } from './LoginForm.tsx';

export function LoginPage() {
  return (
    <AuthLayout title={t.login.title} subtitle={t.login.subtitle}>
      <LoginForm />
    </AuthLayout>
  );
}
