import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { updateMemberRole } from '../../api/members.ts';
import { userKeys } from '../../api/profile.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { RoleHelp } from './RoleHelp.tsx';

type Role = 'admin' | 'member';
type Props = { userId: string; name: string; role: Role; opened: boolean; onClose: () => void };

/** "Ubah peran": POST user/update-role between Admin and Anggota, with what each may do. */
export function ChangeRoleDialog({ userId, name, role, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Role>(role);

  const save = useMutation({
    mutationFn: (next: Role) => updateMemberRole({ user_id: userId, role: next }),
    onSuccess: async (_answer, next) => {
      showSuccess(t.users.roleChanged(name, t.shell.roles[next]));
      onClose();
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t.users.changeRoleTitle(name)} centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t.users.changeRoleText}
        </Text>
        <Radio.Group label={t.users.role} value={chosen} onChange={(value) => setChosen(value as Role)}>
          <Group mt="xs">
            <Radio value="admin" label={t.shell.roles.admin} />
            <Radio value="member" label={t.shell.roles.member} />
          </Group>
        </Radio.Group>
        <RoleHelp />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.profile.cancel}
          </Button>
          <Button onClick={() => save.mutate(chosen)} loading={save.isPending} disabled={chosen === role}>
            {t.users.changeRoleSave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
