import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { resendOtp } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { getSessionId } from '../../api/session.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { useCountdown } from './useCountdown.ts';

const RESEND_AFTER_SECONDS = 60;

/** "Kirim ulang kode", available once a minute (DESIGN.md §4). */
export function ResendCode() {
  const { left, restart } = useCountdown(RESEND_AFTER_SECONDS);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendOtp({ session_id: getSessionId() ?? '' });
      showSuccess(t.checkIn.resent);
      restart();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (left > 0) {
    return (
      <Text fz="sm" c="dimmed" ta="center">
        {t.checkIn.resendIn(left)}
      </Text>
    );
  }
  return (
    <Anchor component="button" type="button" fz="sm" fw={600} onClick={resend} disabled={sending} mx="auto">
      {t.checkIn.resend}
    </Anchor>
  );
}
