import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TransactionStatus } from '@vd/contract';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { billingKeys, useSlot, useTransactionByOrder } from '../../api/billing.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { type PaymentOutcome, PaymentResult } from './PaymentResult.tsx';
import { usePollingDeadline } from './usePollingDeadline.ts';

const outcomeOf = (status: TransactionStatus): PaymentOutcome =>
  status === 'paid' ? 'success' : status === 'pending' ? 'pending' : 'failure';

function textOf(outcome: PaymentOutcome, slots: number, stopped: boolean): string {
  if (outcome === 'success') return t.payment.success.text(formatNumber(slots));
  if (outcome === 'pending' && stopped) return t.payment.stoppedChecking;
  return t.payment[outcome].text;
}

/**
 * Where the payment gateway sends the user back (`order_id`, `status_code`, `transaction_status`).
 * The query only says which order: the state shown is the server's (it never credits anything), and
 * a pending one is asked again until the gateway's notification has arrived, for two minutes at
 * most; then the page stops asking and says so (the user can still ask again).
 */
export function PaymentFinishPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  const queryClient = useQueryClient();
  const stopped = usePollingDeadline();
  const transaction = useTransactionByOrder(orderId, !stopped);
  const slot = useSlot();
  const status = transaction.data?.status;

  useEffect(() => {
    if (status && status !== 'pending') void queryClient.invalidateQueries({ queryKey: billingKeys.slot });
  }, [status, queryClient]);

  let body: ReactNode;
  if (orderId && transaction.isPending) {
    body = (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t.payment.checking}</Text>
        </Stack>
      </Center>
    );
  } else {
    const found = transaction.data ?? null;
    const outcome: PaymentOutcome = found ? outcomeOf(found.status) : 'missing';
    const text = textOf(outcome, found?.slots ?? 0, stopped);
    const details = [
      ...(orderId ? [t.payment.order(orderId)] : []),
      ...(slot.data ? [t.payment.balance(formatNumber(slot.data.balance))] : []),
    ];
    body = (
      <PaymentResult
        outcome={outcome}
        text={text}
        details={details}
        onRefresh={outcome === 'pending' ? () => void transaction.refetch() : undefined}
      />
    );
  }
  return <AuthLayout>{body}</AuthLayout>;
}
