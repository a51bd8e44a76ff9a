import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleDocument } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { patchSampleDocument, templateKeys } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';

const c = t.templates.builder;

type Props = { document: SampleDocument; editable: boolean };

/** The document's display name; for editors a pencil turns it into a field (Enter saves, Esc cancels). */
export function DocumentName({ document, editable }: Props) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);

  const rename = useMutation({
    mutationFn: (name: string) => patchSampleDocument(document.id, { name }),
    onSuccess: async () => {
      showSuccess(c.documentRenamed);
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const save = () => {
    const name = draft?.trim() ?? '';
    if (!name || name === document.name) {
      setDraft(null);
      return;
    }
    rename.mutate(name);
  };

  if (draft !== null)
    return (
      <TextInput
        size="xs"
        aria-label={c.documentName}
        description={c.renameHint}
        value={draft}
        maxLength={200}
        disabled={rename.isPending}
        autoFocus
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') setDraft(null);
        }}
        w={320}
      />
    );
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text fz="sm" truncate data-testid="document-name">
        {document.name}
      </Text>
      {editable && (
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={c.renameDocument(document.name)}
          onClick={() => setDraft(document.name)}
        >
          <IconPencil size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
