import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentDocument, ValidationDetail } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { setValidationDateFormat, useDateFormats, validationKeys } from '../../../api/validation.ts';
import { t } from '../../../i18n/id.ts';
import { type FormatDraft, FormatRow } from './FormatRow.tsx';

const c = t.validation.format;

type Props = { validation: ValidationDetail; editable: boolean; onNext: () => void };
/** A document with the formats to store for it. */
type Choice = { doc: ShipmentDocument; next: FormatDraft };

const draftOf = (doc: ShipmentDocument): FormatDraft => ({
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
  const docs = validation.documents.filter((doc) => doc.status === 'ready');
  const draft = (doc: ShipmentDocument) => drafts[doc.id] ?? draftOf(doc);
  const refresh = () => queryClient.invalidateQueries({ queryKey: validationKeys.detail(validation.id) });

  const save = (doc: ShipmentDocument, next: FormatDraft): Promise<unknown> =>
    next.date_format
      ? setValidationDateFormat(validation.id, {
          document_id: doc.id,
          date_format: next.date_format,
          number_format: next.number_format,
        })
      : Promise.resolve();

  const store = useMutation({
    mutationFn: ({ doc, next }: Choice) => save(doc, next),
    onSuccess: async () => {
      showSuccess(c.saved);
      await refresh();
    },
    onError: (error) => showError(errorMessage(error)),
  });
  // Which row spins: the document whose change is being saved.
  const saving = store.isPending ? store.variables.doc.id : null;
  const change = (doc: ShipmentDocument, next: FormatDraft) => {
    setDrafts((all) => ({ ...all, [doc.id]: next }));
    if (next.date_format) store.mutate({ doc, next });
  };

  const unconfirmed = docs.filter((doc) => !doc.date_format_confirmed);
  const missing = unconfirmed.some((doc) => !draft(doc).date_format);
  // The unconfirmed documents with the values shown, one after another, then the next step.
  const confirm = useMutation({
    mutationFn: async (choices: Choice[]) => {
      for (const { doc, next } of choices) await save(doc, next);
    },
    onSuccess: async () => {
      await refresh();
      onNext();
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const confirming = confirm.isPending;

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
              onChange={(next) => change(doc, next)}
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
            onClick={() => confirm.mutate(unconfirmed.map((doc) => ({ doc, next: draft(doc) })))}
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
