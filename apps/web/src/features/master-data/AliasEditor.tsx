import { ActionIcon, Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentLabel, ZAlias } from '@vd/contract';
import { useState } from 'react';
import { createAlias, deleteAlias } from '../../api/document-labels.ts';
import { errorMessage, fieldErrorsOf } from '../../api/errors.ts';
import { masterDataKeys } from '../../api/master-data.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

/** The aliases of a label: POST document-labels/create-alias, DELETE document-labels/delete-alias/{id}. */
export function AliasEditor({ label, editable }: { label: DocumentLabel; editable: boolean }) {
  const c = t.masterData.aliases;
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all });

  const create = useMutation({
    mutationFn: (alias: string) => createAlias(label.id, alias),
    onSuccess: async () => {
      showSuccess(c.added);
      setValue('');
      setError(null);
      await refresh();
    },
    onError: (failure) => setError(fieldErrorsOf(failure)?.alias ?? errorMessage(failure)),
  });
  const remove = useMutation({
    mutationFn: deleteAlias,
    onSuccess: async () => {
      showSuccess(c.deleted);
      await refresh();
    },
    onError: (failure) => showError(errorMessage(failure)),
  });
  const add = () => {
    const parsed = ZAlias.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(parsed.data);
  };

  return (
    <Stack gap="sm" data-testid="alias-editor">
      {label.aliases.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {c.empty}
        </Text>
      ) : (
        <Group gap={6}>
          {label.aliases.map((alias) => (
            <Pill key={alias.id} size="md" data-testid="alias">
              <Group gap={4} wrap="nowrap">
                {alias.alias}
                {editable && (
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    color="gray"
                    aria-label={c.remove(alias.alias)}
                    onClick={() => remove.mutate(alias.id)}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                )}
              </Group>
            </Pill>
          ))}
        </Group>
      )}
      {editable && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={c.label}
              placeholder={c.placeholder}
              value={value}
              error={error}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setError(null);
              }}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconPlus size={16} />}
              loading={create.isPending}
            >
              {c.add}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
