import { Badge, Button } from '@mantine/core';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleDocument } from '@vd/contract';
import { errorMessage } from '../../../api/errors.ts';
import { templateKeys, updateDocumentStatus } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';

const c = t.templates.builder;

/** The user's "labelling done" mark of a document, as a badge. */
export function LabellingBadge({ document }: { document: SampleDocument }) {
  const done = document.labelling_status === 'done';
  return (
    <Badge variant="light" color={done ? 'teal' : 'gray'} data-testid="labelling-status">
      {c.labellingStatuses[document.labelling_status]}
    </Badge>
  );
}

/** "Tandai selesai dilabeli" / "Buka kembali": toggles the labelling status of a document. */
export function LabellingToggle({ document }: { document: SampleDocument }) {
  const queryClient = useQueryClient();
  const done = document.labelling_status === 'done';

  const toggle = useMutation({
    mutationFn: (status: 'todo' | 'done') =>
      updateDocumentStatus({ document_id: document.id, labelling_status: status }),
    onSuccess: async (_answer, status) => {
      showSuccess(status === 'todo' ? c.markedTodo : c.markedDone);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });

  return (
    <Button
      variant={done ? 'default' : 'light'}
      color={done ? undefined : 'teal'}
      leftSection={done ? <IconRotate size={16} /> : <IconCheck size={16} />}
      onClick={() => toggle.mutate(done ? 'todo' : 'done')}
      loading={toggle.isPending}
    >
      {done ? c.markTodo : c.markDone}
    </Button>
  );
}
