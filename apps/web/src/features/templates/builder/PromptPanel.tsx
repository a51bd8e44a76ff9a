import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtractionHint, LabelPlacement, SampleDocument } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { setPrompt, templateKeys } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';

const c = t.templates.builder;
const ALL = 'all';

type Props = {
  document: SampleDocument;
  placements: LabelPlacement[];
  editable: boolean;
  onSaved: () => Promise<void>;
};

/** The optional prompt of a document (PUT template/{id}/prompt/{docId}): extraction hints. */
export function PromptPanel({ document, placements, editable, onSaved }: Props) {
  const queryClient = useQueryClient();
  const [hints, setHints] = useState<ExtractionHint[]>(document.prompt);
  const labels = new Map(placements.map((p) => [p.document_label_id ?? '', p.label_name]));
  const options = [
    { value: ALL, label: c.promptAllLabels },
    ...[...labels].filter(([id]) => id).map(([value, label]) => ({ value, label })),
  ];
  const change = (index: number, patch: Partial<ExtractionHint>) =>
    setHints(hints.map((hint, i) => (i === index ? { ...hint, ...patch } : hint)));
  const save = useMutation({
    mutationFn: (next: ExtractionHint[]) => setPrompt(document.template_id, document.id, next),
    onSuccess: async () => {
      showSuccess(c.promptSaved);
      await queryClient.invalidateQueries({ queryKey: templateKeys.documents(document.template_id) });
      await onSaved();
    },
    onError: (error) => showError(errorMessage(error)),
  });
  return (
    <Paper withBorder p="md" data-testid="prompt-panel">
      <Title order={3} fz="sm">
        {c.promptTitle}
      </Title>
      <Text fz="xs" c="dimmed" mb="xs">
        {c.promptText}
      </Text>
      <Stack gap="xs">
        {hints.length === 0 && (
          <Text fz="xs" c="dimmed">
            {c.promptEmpty}
          </Text>
        )}
        {hints.map((hint, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hints have no id; their order is their identity
          <Group key={index} gap={4} align="flex-end" wrap="nowrap">
            <Select
              size="xs"
              w={140}
              label={c.promptLabel}
              data={options}
              value={hint.document_label_id ?? ALL}
              onChange={(value) =>
                change(index, { document_label_id: !value || value === ALL ? null : value })
              }
              allowDeselect={false}
              disabled={!editable}
            />
            <TextInput
              size="xs"
              flex={1}
              label={c.promptStrip}
              placeholder={c.promptStripPlaceholder}
              value={hint.strip ?? ''}
              onChange={(event) => change(index, { strip: event.currentTarget.value || null })}
              disabled={!editable}
            />
            <TextInput
              size="xs"
              flex={1}
              label={c.promptPattern}
              placeholder={c.promptPatternPlaceholder}
              value={hint.pattern ?? ''}
              onChange={(event) => change(index, { pattern: event.currentTarget.value || null })}
              disabled={!editable}
            />
            {editable && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={c.promptRemove(index + 1)}
                onClick={() => setHints(hints.filter((_, i) => i !== index))}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {editable && (
          <Group justify="space-between">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => setHints([...hints, { document_label_id: null, strip: null, pattern: null }])}
            >
              {c.promptAdd}
            </Button>
            <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate(hints)}>
              {c.promptSave}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
