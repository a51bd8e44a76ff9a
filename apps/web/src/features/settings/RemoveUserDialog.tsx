import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { userKeys } from '../../api/user.ts';
import { deleteUser } from '../../api/user-actions.ts';
import { t } from '../../i18n/id.ts';

type Props = { userId: string; name: string; opened: boolean; onClose: () => void };

/** "Hapus pengguna?": PATCH user/{id} only after an explicit confirmation. */
export function RemoveUserDialog({ userId, name, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await deleteUser(userId);
      showSuccess(t.users.removed);
      onClose();
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t.users.removeTitle} centered>
      <Text fz="sm" mb="lg">
        {t.users.removeText(name)}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.profile.cancel}
        </Button>
        <Button color="red" onClick={remove} loading={removing}>
          {t.users.removeConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
