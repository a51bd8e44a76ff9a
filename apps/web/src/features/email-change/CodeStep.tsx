import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { ZOtpForm } from '../auth/schemas.ts';
import { useCountdown } from '../auth/useCountdown.ts';

const RESEND_AFTER_SECONDS = 60;

type Props = {
  text: string;
  verify: (code: string) => Promise<unknown>;
  resend: () => Promise<unknown>;
  onVerified: () => void;
  onCancel: () => void;
};

/** A 6-digit code sent by e-mail: type it, or ask for a new one once a minute. */
export function CodeStep({ text, verify, resend, onVerified, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { left, restart } = useCountdown(RESEND_AFTER_SECONDS);

  const check = useMutation({
    mutationFn: verify,
    onSuccess: () => onVerified(),
    onError: (failure) => {
      setError(errorMessage(failure));
      setCode('');
    },
  });
  const again = useMutation({
    mutationFn: resend,
    onSuccess: () => {
      showSuccess(t.profile.resent);
      restart(RESEND_AFTER_SECONDS);
    },
    onError: (failure) => showError(errorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ZOtpForm.safeParse({ code }).success) return setError(t.checkIn.codeRequired);
    check.mutate(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="md">
        <Text fz="sm">{text}</Text>
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          value={code}
          error={Boolean(error)}
          aria-label={t.checkIn.codeLabel}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        />
        {error && (
          <Text c="red" fz="sm">
            {error}
          </Text>
        )}
        {left > 0 ? (
          <Text fz="sm" c="dimmed">
            {t.checkIn.resendIn(left)}
          </Text>
        ) : (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            fw={600}
            onClick={() => again.mutate()}
            w="fit-content"
          >
            {t.profile.resend}
          </Anchor>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t.profile.cancel}
          </Button>
          <Button type="submit" loading={check.isPending}>
            {t.profile.verify}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
