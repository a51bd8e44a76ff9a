import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshLibrary();
  const close = () => {
    setAlias('');
    setError(null);
    onClose();
  };
  const save = async () => {
    if (!entry) return;
    setBusy(true);
    setError(null);
    try {
      await createLibraryAlias(list, { code: entry.code, alias });
      await refresh();
      showSuccess(c.aliasAdded);
      close();
    } catch (failure) {
      setError(fieldErrorsOf(failure)?.alias ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={entry !== null} onClose={close} title={c.aliasTitle(entry?.code ?? '')} centered>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
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
          <Button type="submit" loading={busy}>
            {c.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
