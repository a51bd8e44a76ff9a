import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
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

/** Table rows: the ticked rectangles become a group; a group is duplicated for the next row. */
export function GroupPanel({ documentId, groups, checked, onGrouped, onChanged, editable }: Props) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      showSuccess(done);
      return true;
    } catch (error) {
      showError(errorMessage(error));
      return false;
    } finally {
      await onChanged();
      setBusy(null);
    }
  };
  const make = async () => {
    const body = { label_ids: checked, ...(name.trim() ? { name: name.trim() } : {}) };
    if (await act('create', () => createGroup(documentId, body), c.groupCreated)) {
      setName('');
      onGrouped();
    }
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
                      act(`dup-${group.id}`, () => duplicateGroup(documentId, group.id), c.groupDuplicated)
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
                  onClick={() => act(`del-${group.id}`, () => deleteGroup(group.id), c.groupDeleted)}
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
