import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../api/errors.ts';
import { importHsList, useRefreshLibrary } from '../../api/library.ts';
import type { Access } from '../../api/permissions.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { GuardedButton } from './GuardedButton.tsx';

const c = t.library;

/** "Impor daftar kode HS": an XLSX or CSV file; bad rows are listed and nothing is stored. */
export function HsImportButton({ access }: { access: Access }) {
  const [opened, dialog] = useDisclosure(false);
  const [file, setFile] = useState<File | null>(null);
  const refresh = useRefreshLibrary();
  const close = () => {
    setFile(null);
    run.reset();
    dialog.close();
  };
  const run = useMutation({
    mutationFn: importHsList,
    onSuccess: async (answer) => {
      await refresh();
      showSuccess(answer.message);
      close();
    },
  });
  const refusal = run.isError ? errorMessage(run.error) : null;
  // The file's bad rows ("baris 3": message), listed under the refusal.
  const rows = Object.entries(fieldErrorsOf(run.error) ?? {}).filter(([key]) => key.startsWith('baris'));
  return (
    <>
      <GuardedButton
        access={access}
        onClick={dialog.open}
        leftSection={<IconUpload size={16} />}
        data-testid="library-import"
      >
        {c.importHs}
      </GuardedButton>
      <Modal opened={opened} onClose={close} title={c.importTitle} centered size="lg">
        <Stack gap="md">
          <Text fz="sm">{c.importHint}</Text>
          <FileInput
            label={c.importFile}
            placeholder={c.importPick}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              // Another file clears the last refusal; an import under way keeps its spinner.
              if (!run.isPending) run.reset();
            }}
            clearable
            data-testid="library-import-file"
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert" title={refusal}>
              {rows.length > 0 && (
                <List size="sm" spacing={2} data-testid="library-import-errors">
                  {rows.map(([row, message]) => (
                    <List.Item key={row}>
                      <b>{row}</b>: {message}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {c.cancel}
            </Button>
            <Button
              onClick={() => file && run.mutate(file)}
              loading={run.isPending}
              disabled={!file}
              data-testid="library-import-run"
            >
              {c.importRun}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
