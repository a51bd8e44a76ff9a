import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rows, setRows] = useState<Array<[string, string]>>([]);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshLibrary();
  const close = () => {
    setFile(null);
    setRefusal(null);
    setRows([]);
    dialog.close();
  };
  const run = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    setRows([]);
    try {
      const answer = await importHsList(file);
      await refresh();
      showSuccess(answer.message);
      close();
    } catch (error) {
      setRefusal(errorMessage(error));
      const fields = fieldErrorsOf(error);
      setRows(fields ? Object.entries(fields).filter(([key]) => key.startsWith('baris')) : []);
    } finally {
      setBusy(false);
    }
  };
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
              setRefusal(null);
              setRows([]);
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
            <Button onClick={run} loading={busy} disabled={!file} data-testid="library-import-run">
              {c.importRun}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
