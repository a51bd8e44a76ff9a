import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFileInvoice, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@vd/contract';
import { useState } from 'react';
import { billingKeys, createInvoice, getInvoicePdf } from '../../api/billing.ts';
import { errorMessage } from '../../api/errors.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { saveBlob } from './download.ts';
import { SendInvoiceDialog } from './SendInvoiceDialog.tsx';

/** For a paid transaction: create its invoice once, then download the PDF or e-mail it. */
export function InvoiceActions({ transaction }: { transaction: Transaction }) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const invoiceId = transaction.invoice_id;
  const create = useMutation({
    mutationFn: () => createInvoice(transaction.id),
    onSuccess: async (invoice) => {
      showSuccess(t.invoice.created(invoice.number));
      queryClient.setQueryData(billingKeys.invoice(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const download = useMutation({
    mutationFn: getInvoicePdf,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? `invoice-${transaction.order_id}.pdf`),
    onError: (error) => showError(errorMessage(error)),
  });

  if (transaction.status !== 'paid') {
    return (
      <Text fz="xs" c="dimmed">
        —
      </Text>
    );
  }

  if (!invoiceId) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileInvoice size={14} />}
        loading={create.isPending}
        onClick={() => create.mutate()}
      >
        {t.invoice.create}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" aria-label={t.invoice.actionsFor(transaction.order_id)}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        loading={download.isPending}
        onClick={() => download.mutate(invoiceId)}
      >
        {t.invoice.download}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSend size={14} />}
        onClick={() => setSending(true)}
      >
        {t.invoice.send}
      </Button>
      <SendInvoiceDialog invoiceId={invoiceId} opened={sending} onClose={() => setSending(false)} />
    </Group>
  );
}
