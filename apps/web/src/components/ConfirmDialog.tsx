import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../api/errors.ts';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onClose: () => void;
  /** Runs the action; when the server refuses, its message is shown in the dialog. */
  onConfirm: () => Promise<void>;
};

/** "Hapus ...?": an action that cannot be undone, done only after an explicit confirmation. */
export function ConfirmDialog({ opened, title, text, confirm, cancel, onClose, onConfirm }: Props) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const run = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Text fz="sm" mb="lg">
        {text}
      </Text>
      {refusal && (
        <Alert color="red" variant="light" mb="lg" role="alert">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {cancel}
        </Button>
        <Button color="red" onClick={run} loading={busy}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
