import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors.ts';
import { removeMember } from '../../api/members.ts';
import { userKeys } from '../../api/profile.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

type Props = { userId: string; name: string; opened: boolean; onClose: () => void };

/** "Hapus pengguna?": PATCH user/{id} only after an explicit confirmation. */
export function RemoveMemberDialog({ userId, name, opened, onClose }: Props) {
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: () => removeMember(userId),
    onSuccess: async () => {
      showSuccess(t.users.removed);
      onClose();
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t.users.removeTitle} centered>
      <Text fz="sm" mb="lg">
        {t.users.removeText(name)}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.profile.cancel}
        </Button>
        <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
          {t.users.removeConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
