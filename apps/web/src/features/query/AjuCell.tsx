import { ActionIcon, Group, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Audit } from '@vd/contract';
import { useState } from 'react';
import { auditKeys } from '../../api/audit.ts';
import { errorMessage, fieldErrorsOf } from '../../api/errors.ts';
import { showSuccess } from '../../api/toasts.ts';
import { validationKeys } from '../../api/validation.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

const c = t.validation.query;

type Props = {
  audit: Audit;
  editable: boolean;
  /** The call that stores it (PUT query/aju-number or PUT validation/audit/{id}/update-aju-number). */
  save: (auditId: string, aju: string) => Promise<unknown>;
};

/** The nomor aju of one audit: a click turns it into a field; Enter saves, Esc cancels. */
export function AjuCell({ audit, editable, save }: Props) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const shown = audit.aju_number_display ?? audit.aju_number;

  const store = useMutation({
    mutationFn: (aju: string) => save(audit.id, aju),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: validationKeys.histories });
      await queryClient.invalidateQueries({ queryKey: auditKeys.all });
      showSuccess(c.ajuSaved);
      setEditing(false);
    },
  });
  // The refusal, under the field until the next try or the next opening.
  const error = store.isError ? (fieldErrorsOf(store.error)?.aju_number ?? errorMessage(store.error)) : null;

  const open = () => {
    setValue(audit.aju_number ?? '');
    store.reset();
    setEditing(true);
  };

  if (editing) {
    return (
      <TextInput
        size="xs"
        w={260}
        autoFocus
        value={value}
        aria-label={c.ajuInput}
        placeholder={c.ajuInput}
        description={c.ajuHint}
        error={error}
        disabled={store.isPending}
        data-testid={`aju-input-${audit.id}`}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            store.mutate(value);
          }
          if (event.key === 'Escape') setEditing(false);
        }}
      />
    );
  }
  const text = (
    <Text
      fz="sm"
      ff={shown ? 'monospace' : undefined}
      c={shown ? undefined : 'dimmed'}
      fs={shown ? undefined : 'italic'}
    >
      {shown ?? (editable ? c.ajuEmpty : '—')}
    </Text>
  );
  return (
    <Stack gap={2} data-testid={`aju-${audit.id}`}>
      {editable ? (
        <Group gap={4} wrap="nowrap">
          <UnstyledButton onClick={open} aria-label={c.ajuEdit(audit.validation_name)}>
            {text}
          </UnstyledButton>
          <Tooltip label={c.ajuEdit(audit.validation_name)}>
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={open}
              aria-label={c.ajuEdit(audit.validation_name)}
              tabIndex={-1}
            >
              <IconPencil size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : (
        text
      )}
      {audit.aju_updated_by && audit.aju_updated_at && (
        <Text fz="xs" c="dimmed">
          {c.ajuUpdated(audit.aju_updated_by, formatDateTime(audit.aju_updated_at))}
        </Text>
      )}
    </Stack>
  );
}
