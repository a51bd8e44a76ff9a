import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { useCountdown } from './useCountdown.ts';

const WAIT_SECONDS = 60;

/**
 * "Kirim ulang email verifikasi" (POST verify-email/resend) for an address that is not verified
 * yet: after the sign-up, and on /login when signing in says the e-mail is unverified. A minute
 * passes between two requests.
 */
export function ResendVerification({ email }: { email: string }) {
  const { left, restart } = useCountdown(0);
  const resend = useMutation({
    mutationFn: () => resendVerification(email),
    onSuccess: (message) => {
      showSuccess(message);
      restart(WAIT_SECONDS);
    },
    onError: (error) => showError(errorMessage(error)),
  });
  return (
    <Stack gap={6} align="center" w="100%" data-testid="resend-verification">
      <Text fz="sm" c="dimmed" ta="center">
        {t.register.notReceived}
      </Text>
      <Button
        variant="light"
        fullWidth
        leftSection={<IconMailForward size={16} />}
        onClick={() => resend.mutate()}
        loading={resend.isPending}
        disabled={left > 0}
      >
        {left > 0 ? t.register.resendVerificationIn(left) : t.register.resendVerification}
      </Button>
    </Stack>
  );
}
