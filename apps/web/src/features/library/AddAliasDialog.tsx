import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { LibraryEntry, LibraryList } from '@vd/contract';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../api/errors.ts';
import { createLibraryAlias, useRefreshLibrary } from '../../api/library.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

const c = t.library;

/** Another name documents print for an entry (shipped or the company's own). */
export function AddAliasDialog({
  list,
  entry,
  onClose,
}: {
  list: LibraryList;
  entry: LibraryEntry | null;
  onClose: () => void;
}) {
  const [alias, setAlias] = useState('');
  const refresh = useRefreshLibrary();
  const close = () => {
    setAlias('');
    save.reset();
    onClose();
  };
  const save = useMutation({
    mutationFn: (code: string) => createLibraryAlias(list, { code, alias }),
    onSuccess: async () => {
      await refresh();
      showSuccess(c.aliasAdded);
      close();
    },
  });
  const error = save.isError ? (fieldErrorsOf(save.error)?.alias ?? errorMessage(save.error)) : null;
  return (
    <Modal opened={entry !== null} onClose={close} title={c.aliasTitle(entry?.code ?? '')} centered>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          if (entry) save.mutate(entry.code);
        }}
      >
        <TextInput
          label={c.alias}
          value={alias}
          onChange={(event) => setAlias(event.currentTarget.value)}
          data-autofocus
          data-testid="library-alias"
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {c.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {c.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
