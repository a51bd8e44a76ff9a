import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidationDetail } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { refreshReviewed, signOff, withdrawSignOff } from '../../../api/validation-review.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.result;

type Props = { validation: ValidationDetail; canSignOff: boolean };
/** The sign-off or its withdrawal, with the toast that follows it. */
type Change = { action: () => Promise<unknown>; done: string };

/**
 * The sign-off (docs/review.md): "Disetujui oleh ..." once an admin or owner approved the result, with
 * its withdrawal; else, for them, "Setujui hasil" after a confirmation.
 */
export function SignOff({ validation, canSignOff }: Props) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const act = useMutation({
    mutationFn: ({ action }: Change) => action(),
    onSuccess: (_answer, { done }) => {
      refreshReviewed(queryClient, validation.id);
      showSuccess(done);
      setConfirming(false);
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const busy = act.isPending;
  if (validation.signed_off) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconRosetteDiscountCheck size={20} />}
        data-testid="signed-off"
        py="xs"
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {c.signedOff(validation.signed_off.user_name, formatDateTime(validation.signed_off.at))}
            </Text>
            <Text fz="xs" c="dimmed">
              {c.lockedHint}
            </Text>
          </Stack>
          {canSignOff && (
            <Button
              size="xs"
              variant="default"
              loading={busy}
              onClick={() =>
                act.mutate({ action: () => withdrawSignOff(validation.id), done: c.signOffWithdrawn })
              }
            >
              {c.withdrawSignOff}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (!canSignOff) return null;
  return (
    <>
      <Button
        color="teal"
        leftSection={<IconRosetteDiscountCheck size={16} />}
        onClick={() => setConfirming(true)}
        data-testid="sign-off"
      >
        {c.signOff}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={c.signOffTitle}>
        <Stack gap="md">
          <Text fz="sm">{c.signOffText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t.validation.correction.cancel}
            </Button>
            <Button
              color="teal"
              loading={busy}
              onClick={() => act.mutate({ action: () => signOff(validation.id), done: c.signedOffSaved })}
              data-testid="sign-off-confirm"
            >
              {c.signOffConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
