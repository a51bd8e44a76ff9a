import { Anchor, Button, Center, PinInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  // A refused code: the boxes turn red and empty, the toast says why; no second message beside it.
  const [refused, setRefused] = useState(false);

  const verify = useMutation({
    mutationFn: (value: string) => verifySignIn({ session_id: getSessionId() ?? '', code: value }),
    onSuccess: (session) => {
      startSession(session);
      queryClient.clear();
      navigate(paths.home, { replace: true });
    },
    onError: (failure) => {
      showError(errorMessage(failure));
      setRefused(true);
      setCode('');
    },
  });
  const submit = (value: string) => {
    if (verify.isPending) return;
    const parsed = ZOtpForm.safeParse({ code: value });
    if (!parsed.success) {
      if (!refused) setError(t.checkIn.codeRequired);
      return;
    }
    setError(null);
    verify.mutate(parsed.data.code);
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
          submit(code);
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
                onComplete={(value) => submit(value)}
              />
              {error && !refused && (
                <Text c="red" fz="sm">
                  {error}
                </Text>
              )}
            </Stack>
          </Center>
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
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
