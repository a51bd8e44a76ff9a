import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateDecisionRequest, type LabelResult, ZCreateDecisionRequest } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { validationKeys } from '../../../api/validation.ts';
import { acceptDifference, refreshReviewed } from '../../../api/validation-review.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.result;

type Props = { validationId: string; label: LabelResult | null; onClose: () => void };

/**
 * "Terima perbedaan": a decision, not a correction. The values stay as printed; the reason, the
 * person and the time are kept, and the row counts as accepted.
 */
export function DecisionDialog({ validationId, label, onClose }: Props) {
  return (
    <Modal
      opened={label !== null}
      onClose={onClose}
      title={label ? c.decisionTitle(label.label_name) : ''}
      size="lg"
    >
      {label && (
        <DecisionForm
          key={`${label.label_name}#${label.row}`}
          validationId={validationId}
          label={label}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DecisionForm({ validationId, label, onClose }: Props & { label: LabelResult }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (decision: CreateDecisionRequest) => acceptDifference(validationId, decision),
    onSuccess: (result) => {
      queryClient.setQueryData(validationKeys.result(validationId), result);
      refreshReviewed(queryClient, validationId);
      showSuccess(c.decisionSaved);
      onClose();
    },
    onError: (failure) => showError(errorMessage(failure)),
  });
  const submit = () => {
    const body = {
      document_label_id: label.document_label_id,
      label_name: label.label_name,
      row: label.row,
      reason,
    };
    const parsed = ZCreateDecisionRequest.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    save.mutate(parsed.data);
  };
  return (
    <form
      noValidate
      data-testid="decision-dialog"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{c.decisionText}</Text>
        <Text fz="sm" c="dimmed">
          {label.reason}
        </Text>
        <Textarea
          label={c.decisionReason}
          description={c.decisionReasonHint}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.validation.correction.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconCheck size={16} />}>
            {c.decisionSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
