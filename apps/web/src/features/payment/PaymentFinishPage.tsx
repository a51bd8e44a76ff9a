import { AuthLayout } from '../../components/AuthLayout.tsx';
import { ResultState } from '../../components/ResultState.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

/** Where the payment gateway sends the user back after a top-up. */
export function PaymentFinishPage() {
  return (
    <AuthLayout>
      <ResultState
        title={t.payment.title}
        text={t.payment.text}
        action={{ label: t.payment.toHome, to: paths.home }}
      />
    </AuthLayout>
  );
}
