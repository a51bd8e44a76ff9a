import { Button, Group, Modal, Skeleton, Stack, TagsInput, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ZEmail } from '@vd/contract';
import { useEffect, useState } from 'react';
import { sendInvoice, useInvoice } from '../../api/billing.ts';
import { errorMessage } from '../../api/errors.ts';
import { useMe } from '../../api/profile.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

type Props = { invoiceId: string; opened: boolean; onClose: () => void };

/** The first problem with the recipients, or null when every address is valid. */
function recipientsError(emails: string[]): string | null {
  if (emails.length === 0) return t.invoice.recipientsRequired;
  const wrong = emails.find((email) => !ZEmail.safeParse(email).success);
  return wrong ? t.invoice.recipientInvalid(wrong) : null;
}

/** POST invoice/{id}/send: the PDF as an attachment to one or more addresses. */
export function SendInvoiceDialog({ invoiceId, opened, onClose }: Props) {
  const me = useMe();
  const invoice = useInvoice(opened ? invoiceId : null);
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setEmails(me.data?.email ? [me.data.email] : []);
      setError(null);
    }
  }, [opened, me.data?.email]);

  const send = useMutation({
    mutationFn: (to: string[]) => sendInvoice(invoiceId, to),
    onSuccess: () => {
      showSuccess(t.invoice.sent);
      onClose();
    },
    onError: (failure) => showError(errorMessage(failure)),
  });
  const submit = () => {
    const problem = recipientsError(emails);
    setError(problem);
    if (problem) return;
    send.mutate(emails);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.invoice.sendTitle} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {invoice.data ? (
            <Text fz="sm" c="dimmed">
              {t.invoice.sendText(invoice.data.number)}
            </Text>
          ) : (
            <Skeleton h={20} />
          )}
          <TagsInput
            label={t.invoice.recipients}
            description={t.invoice.recipientsHint}
            value={emails}
            onChange={(value) => {
              setEmails(value.map((email) => email.trim()).filter(Boolean));
              setError(null);
            }}
            splitChars={[',', ' ', ';']}
            acceptValueOnBlur
            clearable
            maxTags={10}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.invoice.cancel}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t.invoice.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
