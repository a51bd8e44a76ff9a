import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Divider, Group, Loader, Modal, Stack, Text, TextInput, Timeline } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { confirmsReading, type Reading, ZCorrectReadingRequest } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { auditKeys } from '../../../api/audit.ts';
import { reportFormError } from '../../../api/form-errors.ts';
import { showSuccess } from '../../../api/toasts.ts';
import { correctReading, validationKeys } from '../../../api/validation.ts';
import { useAuthorizedImage } from '../../../api/validation-files.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { ReviewAlert } from './ReviewAlert.tsx';

const c = t.validation.correction;

export type CorrectionTarget = { labelName: string; reading: Reading };

type Props = { validationId: string; target: CorrectionTarget | null; onClose: () => void };

/** The evidence crop, as large as the dialog allows, for checking a flagged value against the page. */
function Crop({ url, alt }: { url: string; alt: string }) {
  const image = useAuthorizedImage(url);
  return (
    <Box
      p="xs"
      data-testid="correction-crop"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, background: 'white' }}
    >
      {image.data ? (
        <img src={image.data} alt={alt} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />
      ) : image.isError ? (
        <Text fz="sm" c="dimmed">
          {t.validation.result.evidenceMissing}
        </Text>
      ) : (
        <Loader size="sm" type="dots" />
      )}
    </Box>
  );
}

/**
 * "Koreksi": the value read, its original when already corrected, the right value, the history.
 * For a value read with low confidence ("Periksa"): why, and its crop; saving the text unchanged
 * confirms it as read, a new text corrects it; either settles it.
 */
export function CorrectionDialog({ validationId, target, onClose }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? (target.reading.review ? c.reviewTitle : c.title)(target.labelName) : ''}
      size="lg"
    >
      {target && (
        <CorrectionForm
          key={target.reading.id}
          validationId={validationId}
          target={target}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function CorrectionForm({ validationId, target, onClose }: Props & { target: CorrectionTarget }) {
  const queryClient = useQueryClient();
  const { reading } = target;
  const { register, handleSubmit, formState, setError, watch } = useForm({
    resolver: zodResolver(ZCorrectReadingRequest),
    defaultValues: { text: reading.text },
  });
  // The text read sent back unchanged confirms the value (only a value that was read).
  const confirming = confirmsReading(reading, watch('text') ?? '');
  const onSubmit = handleSubmit(async ({ text }) => {
    try {
      const result = await correctReading(validationId, reading.id, text);
      queryClient.setQueryData(validationKeys.result(validationId), result);
      void queryClient.invalidateQueries({ queryKey: validationKeys.histories });
      void queryClient.invalidateQueries({ queryKey: validationKeys.stats });
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      showSuccess(confirming ? c.confirmed : c.saved);
      onClose();
    } catch (error) {
      reportFormError(error, setError, ['text']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="correction-dialog" data-review={reading.review}>
      <Stack gap="md">
        {reading.review && (
          <>
            <ReviewAlert title={c.flaggedTitle(reading.confidence)} testId="correction-flag">
              <Stack gap={4}>
                {reading.reason && <Text fz="sm">{reading.reason}</Text>}
                <Text fz="sm">{c.flaggedText}</Text>
              </Stack>
            </ReviewAlert>
            <Stack gap={4}>
              <Text fz="xs" c="dimmed" fw={500}>
                {c.evidence}
              </Text>
              <Crop
                url={reading.evidence_url}
                alt={t.validation.result.evidenceFor(target.labelName, reading.document_type_name)}
              />
            </Stack>
          </>
        )}
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" fw={500}>
              {c.document}
            </Text>
            <Text fz="sm">{reading.document_type_name}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" fw={500}>
              {c.read}
            </Text>
            <Text fz="sm" fw={600} data-testid="correction-current">
              {reading.text || t.validation.result.noValue}
            </Text>
          </Stack>
          {reading.corrected && reading.original_text !== null && (
            <Stack gap={2}>
              <Text fz="xs" c="dimmed" fw={500}>
                {c.original}
              </Text>
              <Text fz="sm" td="line-through" c="dimmed" data-testid="correction-original">
                {reading.original_text || t.validation.result.noValue}
              </Text>
            </Stack>
          )}
        </Group>
        <TextInput
          label={c.input}
          description={c.inputHint}
          data-autofocus
          error={formState.errors.text?.message}
          data-testid="correction-input"
          {...register('text')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {c.cancel}
          </Button>
          <Button
            type="submit"
            loading={formState.isSubmitting}
            leftSection={confirming ? <IconCheck size={16} /> : undefined}
            data-testid="correction-save"
          >
            {confirming ? c.confirm : c.save}
          </Button>
        </Group>
        <Divider />
        <Text fw={600} fz="sm">
          {c.historyTitle}
        </Text>
        {reading.corrections.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {c.historyEmpty}
          </Text>
        ) : (
          <Timeline bulletSize={22} lineWidth={2} data-testid="correction-history">
            {reading.corrections.map((item) => (
              <Timeline.Item
                key={item.id}
                bullet={<IconPencil size={12} />}
                title={
                  item.old_text === item.new_text ? (
                    <Text fz="sm">{c.historyConfirmed(item.new_text)}</Text>
                  ) : (
                    <Text fz="sm">
                      <Text span td="line-through" c="dimmed">
                        {item.old_text || '—'}
                      </Text>
                      {' → '}
                      <Text span fw={600}>
                        {item.new_text}
                      </Text>
                    </Text>
                  )
                }
              >
                <Text fz="xs" c="dimmed">
                  {c.historyLine(item.user_name, formatDateTime(item.created_at))}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </form>
  );
}
