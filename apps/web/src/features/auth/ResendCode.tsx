import { Anchor, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { resendOtp } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { getPendingOtp, getSessionId, setPendingOtp } from '../../api/session.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { useCountdown } from './useCountdown.ts';

const FALLBACK_SECONDS = 60;

function secondsUntilResend(): number {
  const pending = getPendingOtp();
  return pending ? Math.max(0, Math.ceil((pending.resendAt - Date.now()) / 1000)) : FALLBACK_SECONDS;
}

/** "Kirim ulang kode", with the countdown the server gives (`resend_in`, docs/product.md §9). */
export function ResendCode() {
  const { left, restart } = useCountdown(secondsUntilResend());
  const resend = useMutation({
    mutationFn: () => resendOtp({ session_id: getSessionId() ?? '' }),
    onSuccess: (otp) => {
      setPendingOtp(otp.email, otp.resend_in);
      showSuccess(t.checkIn.resent);
      restart(otp.resend_in);
    },
    onError: (error) => showError(errorMessage(error)),
  });

  if (left > 0) {
    return (
      <Text fz="sm" c="dimmed" ta="center" data-testid="resend-countdown">
        {t.checkIn.resendIn(left)}
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      fw={600}
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
      mx="auto"
    >
      {t.checkIn.resend}
    </Anchor>
  );
}
