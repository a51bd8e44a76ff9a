import { Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useAccess } from '../../api/permissions.ts';
import { t } from '../../i18n/id.ts';
import { InviteDialog } from './InviteDialog.tsx';

/** "Undang pengguna": disabled, with the reason on hover, for whoever may not invite (internal staff). */
export function InviteButton() {
  const [opened, dialog] = useDisclosure(false);
  const access = useAccess('users.manage');
  if (!access.allowed) {
    return (
      <Tooltip label={access.reason} disabled={!access.reason} multiline w={260} withArrow>
        <Button
          leftSection={<IconUserPlus size={16} />}
          data-disabled
          aria-disabled
          onClick={(event) => event.preventDefault()}
        >
          {t.users.invite}
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Button leftSection={<IconUserPlus size={16} />} onClick={dialog.open}>
        {t.users.invite}
      </Button>
      <InviteDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
