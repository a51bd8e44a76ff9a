import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { t } from '../../i18n/id.ts';
import { InviteDialog } from './InviteDialog.tsx';

export function InviteButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconUserPlus size={16} />} onClick={dialog.open}>
        {t.users.invite}
      </Button>
      <InviteDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
