import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconTrash, IconUserCheck, IconUserOff, IconUserShield } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ZMemberListItem } from '@vd/contract';
import type { z } from 'zod';
import { errorMessage } from '../../api/errors.ts';
import { updateMemberStatus } from '../../api/members.ts';
import { userKeys } from '../../api/profile.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { ChangeRoleDialog } from './ChangeRoleDialog.tsx';
import { RemoveMemberDialog } from './RemoveMemberDialog.tsx';

type Props = { user: z.infer<typeof ZMemberListItem>; name: string };

/**
 * Change the role (POST user/update-role), activate / deactivate (POST user/update-status) and
 * delete (PATCH user/{id}, after a confirmation).
 */
export function MemberActions({ user, name }: Props) {
  const queryClient = useQueryClient();
  const [confirming, confirm] = useDisclosure(false);
  const [changingRole, roleDialog] = useDisclosure(false);

  const setStatus = async (status: 'active' | 'inactive') => {
    try {
      await updateMemberStatus({ user_id: user.id, status });
      showSuccess(status === 'active' ? t.users.activated : t.users.deactivated);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t.users.actionsFor(name)}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {user.role !== 'owner' && (
            <Menu.Item leftSection={<IconUserShield size={16} />} onClick={roleDialog.open}>
              {t.users.changeRole}
            </Menu.Item>
          )}
          {user.status === 'active' && (
            <Menu.Item leftSection={<IconUserOff size={16} />} onClick={() => void setStatus('inactive')}>
              {t.users.deactivate}
            </Menu.Item>
          )}
          {user.status === 'inactive' && (
            <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={() => void setStatus('active')}>
              {t.users.activate}
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
            {t.users.remove}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {user.role !== 'owner' && changingRole && (
        <ChangeRoleDialog
          userId={user.id}
          name={name}
          role={user.role}
          opened={changingRole}
          onClose={roleDialog.close}
        />
      )}
      <RemoveMemberDialog userId={user.id} name={name} opened={confirming} onClose={confirm.close} />
    </>
  );
}
