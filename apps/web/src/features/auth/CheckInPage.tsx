import { Anchor, Button, Center, PinInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { verifySignIn } from '../../api/auth.ts';
import { errorMessage } from '../../api/errors.ts';
import { getPendingOtp, getSessionId, removeSessionId, startSession } from '../../api/session.ts';
import { showError } from '../../api/toasts.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { ResendCode } from './ResendCode.tsx';
import { ZOtpForm } from './schemas.ts';

/** The one-time-password step after sign-in (docs/product.md §3). */
export function CheckInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A refused code: the boxes turn red and empty, the toast says why; no second message beside it.
  const [refused, setRefused] = useState(false);

  const submit = async (value: string) => {
    if (submitting) return;
    const parsed = ZOtpForm.safeParse({ code: value });
    if (!parsed.success) {
      if (!refused) setError(t.checkIn.codeRequired);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const session = await verifySignIn({ session_id: getSessionId() ?? '', code: parsed.data.code });
      startSession(session);
      queryClient.clear();
      navigate(paths.home, { replace: true });
    } catch (failure) {
      showError(errorMessage(failure));
      setRefused(true);
      setCode('');
    } finally {
      setSubmitting(false);
    }
  };

  const backToLogin = () => {
    removeSessionId();
    navigate(paths.login, { replace: true });
  };

  const sentTo = getPendingOtp()?.email;
  return (
    <AuthLayout title={t.checkIn.title} subtitle={sentTo ? t.checkIn.textTo(sentTo) : t.checkIn.text}>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <Stack gap="lg">
          <Center>
            <Stack gap={6}>
              <PinInput
                length={6}
                type="number"
                size="lg"
                oneTimeCode
                autoFocus
                value={code}
                error={Boolean(error) || refused}
                aria-label={t.checkIn.codeLabel}
                onChange={(value) => {
                  setCode(value);
                  setError(null);
                  if (value) setRefused(false);
                }}
                onComplete={(value) => void submit(value)}
              />
              {error && !refused && (
                <Text c="red" fz="sm">
                  {error}
                </Text>
              )}
            </Stack>
          </Center>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {t.checkIn.submit}
          </Button>
          <ResendCode />
          <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={backToLogin} mx="auto">
            {t.common.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
