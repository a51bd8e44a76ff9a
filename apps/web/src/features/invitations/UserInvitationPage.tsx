import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@vd/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { verifyInvitation } from '../../api/invitations.ts';
import { startSession } from '../../api/session.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { InvitationExistingForm } from './InvitationExistingForm.tsx';
import { InvitationForm } from './InvitationForm.tsx';
import { InvitationSummary } from './InvitationSummary.tsx';

/**
 * /user-invitation?token=...: the link is verified first; the page shows the company and the role,
 * then asks a new person for name, phone and password, or an existing account for its password.
 * Joining signs the person in, straight into the company.
 */
export function UserInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => verifyInvitation(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const enter = (session: Session) => {
    startSession(session);
    queryClient.clear();
    navigate(paths.home, { replace: true });
  };

  const problem = !token ? t.invitation.missingToken : check.isError ? errorMessage(check.error) : null;
  const invitation = check.data;
  return (
    <AuthLayout
      title={t.invitation.title}
      subtitle={invitation?.existing_account ? t.invitation.existingText : t.invitation.text}
      maxWidth={560}
    >
      {problem ? (
        <Stack>
          <Alert color="red" variant="light" title={t.invitation.invalidTitle}>
            {problem}
          </Alert>
          <Anchor component={Link} to={paths.login} fz="sm" ta="center">
            {t.common.backToLogin}
          </Anchor>
        </Stack>
      ) : !invitation ? (
        <Center py="xl" aria-label={t.invitation.checking}>
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg">
          <InvitationSummary invitation={invitation} />
          {invitation.existing_account ? (
            <InvitationExistingForm token={token} onSession={enter} />
          ) : (
            <InvitationForm token={token} onSession={enter} />
          )}
        </Stack>
      )}
    </AuthLayout>
  );
}
