import { Button, Group } from '@mantine/core';
import { IconCreditCard, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@vd/contract';
import { useState } from 'react';
import { billingKeys, cancelTopup } from '../../api/billing.ts';
import { showSuccess } from '../../api/toasts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { t } from '../../i18n/id.ts';

/** A top-up still waiting for its payment: open the payment page again, or give it up. */
export function PendingActions({ transaction }: { transaction: Transaction }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const c = t.invoice;
  const cancel = async () => {
    await cancelTopup(transaction.id);
    showSuccess(c.cancelled(transaction.order_id));
    await queryClient.invalidateQueries({ queryKey: billingKeys.all });
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {transaction.redirect_url && (
        <Button
          size="xs"
          variant="light"
          component="a"
          href={transaction.redirect_url}
          leftSection={<IconCreditCard size={14} />}
        >
          {c.resume}
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconX size={14} />}
        onClick={() => setConfirming(true)}
        aria-label={`${c.cancelTopup} ${transaction.order_id}`}
      >
        {c.cancelTopup}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={c.cancelTitle}
        text={c.cancelText(transaction.order_id)}
        confirm={c.cancelConfirm}
        cancel={c.cancelKeep}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
