import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { LibraryList } from '@vd/contract';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../api/errors.ts';
import { createLibraryEntry, useRefreshLibrary } from '../../api/library.ts';
import type { Access } from '../../api/permissions.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { GuardedButton } from './GuardedButton.tsx';

const c = t.library;

/** "Tambah entri": a company's own code and name in a list that takes them. */
export function AddEntryButton({ list, access }: { list: LibraryList; access: Access }) {
  const [opened, dialog] = useDisclosure(false);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const refresh = useRefreshLibrary();
  const close = () => {
    setCode('');
    setName('');
    save.reset();
    dialog.close();
  };
  const save = useMutation({
    mutationFn: () => createLibraryEntry(list, { code, name }),
    onSuccess: async () => {
      await refresh();
      showSuccess(c.added);
      close();
    },
  });
  // A refusal of the fields shows under them; any other, above the buttons.
  const fields = fieldErrorsOf(save.error);
  const errors = fields ?? {};
  const refusal = save.isError && !fields ? errorMessage(save.error) : null;
  return (
    <>
      <GuardedButton
        access={access}
        onClick={dialog.open}
        variant="light"
        leftSection={<IconPlus size={16} />}
      >
        {c.addEntry}
      </GuardedButton>
      <Modal opened={opened} onClose={close} title={c.entryTitle(c.lists[list])} centered>
        <Stack
          component="form"
          gap="md"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <TextInput
            label={c.code}
            description={c.codeHint[list]}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.code}
            data-autofocus
            data-testid="library-entry-code"
          />
          <TextInput
            label={c.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-testid="library-entry-name"
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
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
    </>
  );
}
