import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { t } from '../../i18n/id.ts';

export function EmailChangeDone({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" mt="md">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMailCheck size={30} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600}>{t.profile.emailDoneTitle}</Text>
      <Text fz="sm" c="dimmed">
        {t.profile.emailChanged(email)}
      </Text>
      <Button variant="subtle" onClick={onAgain}>
        {t.profile.again}
      </Button>
    </Stack>
  );
}
