import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { verifyInvitation } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { ResultState } from '../../components/ResultState.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { InvitationForm } from './InvitationForm.tsx';

/** /user-invitation?token=...: the invited person verifies the link, then registers. */
export function UserInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => verifyInvitation(token),
    enabled: Boolean(token),
    retry: false,
  });

  if (done) {
    return (
      <AuthLayout>
        <ResultState
          title={t.invitation.successTitle}
          text={t.invitation.successText}
          action={{ label: t.login.submit, to: paths.login }}
        />
      </AuthLayout>
    );
  }
  const problem = !token ? t.invitation.missingToken : check.isError ? errorMessage(check.error) : null;
  return (
    <AuthLayout title={t.invitation.title} subtitle={t.invitation.text} maxWidth={560}>
      {problem ? (
        <Stack>
          <Alert color="red" variant="light" title={t.invitation.invalidTitle}>
            {problem}
          </Alert>
          <Anchor component={Link} to={paths.login} fz="sm" ta="center">
            {t.common.backToLogin}
          </Anchor>
        </Stack>
      ) : check.isPending ? (
        <Center py="xl" aria-label={t.invitation.checking}>
          <Loader />
        </Center>
      ) : (
        <InvitationForm token={token} onDone={() => setDone(true)} />
      )}
    </AuthLayout>
  );
}
