import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ValidationDetail, ValidationDocument } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { setValidationDateFormat, useDateFormats, validationKeys } from '../../../api/validation.ts';
import { t } from '../../../i18n/id.ts';
import { type FormatDraft, FormatRow } from './FormatRow.tsx';

const c = t.validation.format;

type Props = { validation: ValidationDetail; editable: boolean; onNext: () => void };

const draftOf = (doc: ValidationDocument): FormatDraft => ({
  date_format: doc.date_format ?? doc.detected_date_format,
  number_format: doc.number_format,
});

/**
 * Step 3: each ready document's date format and number writing. A change is saved at once; the
 * documents still unconfirmed are confirmed together with the values shown before moving on.
 */
export function FormatStep({ validation, editable, onNext }: Props) {
  const queryClient = useQueryClient();
  const formats = useDateFormats();
  const [drafts, setDrafts] = useState<Record<string, FormatDraft>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const docs = validation.documents.filter((doc) => doc.status === 'ready');
  const draft = (doc: ValidationDocument) => drafts[doc.id] ?? draftOf(doc);
  const refresh = () => queryClient.invalidateQueries({ queryKey: validationKeys.detail(validation.id) });

  const save = (doc: ValidationDocument, next: FormatDraft) =>
    next.date_format
      ? setValidationDateFormat(validation.id, {
          document_id: doc.id,
          date_format: next.date_format,
          number_format: next.number_format,
        })
      : Promise.resolve();

  const change = async (doc: ValidationDocument, next: FormatDraft) => {
    setDrafts((all) => ({ ...all, [doc.id]: next }));
    if (!next.date_format) return;
    setSaving(doc.id);
    try {
      await save(doc, next);
      showSuccess(c.saved);
      await refresh();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  const unconfirmed = docs.filter((doc) => !doc.date_format_confirmed);
  const missing = unconfirmed.some((doc) => !draft(doc).date_format);
  const confirmAll = async () => {
    setConfirming(true);
    try {
      for (const doc of unconfirmed) await save(doc, draft(doc));
      await refresh();
      onNext();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <Stack gap={2} mb="sm" maw={720}>
          <Title order={2} fz="lg">
            {c.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {c.text}
          </Text>
        </Stack>
        {formats.isPending && <Loader size="sm" />}
        {formats.isError && (
          <Alert color="red" variant="light" title={c.loadError}>
            {errorMessage(formats.error)}
          </Alert>
        )}
        {docs.length === 0 && <Text c="dimmed">{c.none}</Text>}
        {formats.data &&
          docs.map((doc) => (
            <FormatRow
              key={doc.id}
              doc={doc}
              options={formats.data}
              draft={draft(doc)}
              editable={editable}
              saving={saving === doc.id || confirming}
              onChange={(next) => void change(doc, next)}
            />
          ))}
        {validation.documents.length > docs.length && (
          <Text fz="sm" c="dimmed" mt="sm">
            {c.notReady}
          </Text>
        )}
      </Paper>
      <Group justify="flex-end" gap="md">
        {editable && missing && (
          <Text fz="sm" c="orange.8">
            {c.confirmNeeded}
          </Text>
        )}
        {editable && unconfirmed.length > 0 ? (
          <Button
            onClick={confirmAll}
            loading={confirming}
            disabled={missing}
            rightSection={<IconArrowRight size={16} />}
            data-testid="confirm-formats"
          >
            {c.confirmAll}
          </Button>
        ) : (
          <Button onClick={onNext} rightSection={<IconArrowRight size={16} />}>
            {c.next}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
