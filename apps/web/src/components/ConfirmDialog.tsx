import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
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
  // The action is a mutation: pending while it runs, its refusal kept until the next try or a close.
  const action = useMutation({ mutationFn: onConfirm, onSuccess: () => onClose() });
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Text fz="sm" mb="lg">
        {text}
      </Text>
      {action.isError && (
        <Alert color="red" variant="light" mb="lg" role="alert">
          {errorMessage(action.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {cancel}
        </Button>
        <Button color="red" onClick={() => action.mutate()} loading={action.isPending}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
