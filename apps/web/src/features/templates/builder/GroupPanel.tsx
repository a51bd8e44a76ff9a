import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { LabelCoordinates } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { createGroup, deleteGroup, duplicateGroup } from '../../../api/template-labels.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';

const c = t.templates.builder;

type Props = {
  documentId: string;
  groups: LabelCoordinates[];
  checked: string[];
  onGrouped: () => void;
  onChanged: () => Promise<void>;
  editable: boolean;
};

/** A change to the groups; `after` runs once it succeeded and the rectangles were read again. */
type Action = { key: string; work: () => Promise<unknown>; done: string; after?: () => void };

/** Table rows: the ticked rectangles become a group; a group is duplicated for the next row. */
export function GroupPanel({ documentId, groups, checked, onGrouped, onChanged, editable }: Props) {
  const [name, setName] = useState('');
  // `key` tells which button spins: 'create', 'dup-{id}' or 'del-{id}'.
  const act = useMutation({
    mutationFn: ({ work }: Action) => work(),
    onSuccess: (_answer, { done }) => showSuccess(done),
    onError: (error) => showError(errorMessage(error)),
    onSettled: async (_answer, error, { after }) => {
      await onChanged();
      if (!error) after?.();
    },
  });
  const busy = act.isPending ? act.variables.key : null;
  const make = () => {
    const body = { label_ids: checked, ...(name.trim() ? { name: name.trim() } : {}) };
    const after = () => {
      setName('');
      onGrouped();
    };
    act.mutate({ key: 'create', work: () => createGroup(documentId, body), done: c.groupCreated, after });
  };
  return (
    <Paper withBorder p="md" data-testid="group-panel">
      <Title order={3} fz="sm">
        {c.groupTitle}
      </Title>
      <Text fz="xs" c="dimmed" mb="xs">
        {c.groupText}
      </Text>
      {editable && (
        <Group gap="xs" align="flex-end" mb="sm">
          <TextInput
            flex={1}
            size="xs"
            label={c.groupName}
            placeholder={c.groupNamePlaceholder}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button size="xs" disabled={checked.length === 0} loading={busy === 'create'} onClick={make}>
            {c.makeGroup} ({checked.length})
          </Button>
        </Group>
      )}
      <Stack gap={4}>
        {groups.length === 0 && (
          <Text fz="xs" c="dimmed">
            {c.groupEmpty}
          </Text>
        )}
        {groups.map((group) => (
          <Group
            key={group.id}
            justify="space-between"
            wrap="nowrap"
            data-testid="group-row"
            data-row={group.row}
          >
            <Text fz="sm" truncate>
              {c.groupRow(group.name, group.row ?? 1, group.labels.length)}
            </Text>
            {editable && (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={c.duplicateGroup}>
                  <ActionIcon
                    variant="light"
                    aria-label={c.duplicateGroupOf(group.name, group.row ?? 1)}
                    loading={busy === `dup-${group.id}`}
                    onClick={() =>
                      act.mutate({
                        key: `dup-${group.id}`,
                        work: () => duplicateGroup(documentId, group.id),
                        done: c.groupDuplicated,
                      })
                    }
                  >
                    <IconCopy size={16} />
                  </ActionIcon>
                </Tooltip>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={c.deleteGroup(group.name, group.row ?? 1)}
                  loading={busy === `del-${group.id}`}
                  onClick={() =>
                    act.mutate({
                      key: `del-${group.id}`,
                      work: () => deleteGroup(group.id),
                      done: c.groupDeleted,
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
