import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  icon?: 'check' | 'mail';
  title: string;
  text: string;
  action?: { label: string; to: string };
  children?: ReactNode;
};

/** The end of a signed-out flow: an icon, a heading, a sentence and one way forward. */
export function ResultState({ icon = 'check', title, text, action, children }: Props) {
  const Icon = icon === 'mail' ? IconMailCheck : IconCircleCheck;
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={72} radius="xl" variant="light">
        <Icon size={40} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} fz={22}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {action && (
        <Button component={Link} to={action.to} fullWidth size="md" mt="sm">
          {action.label}
        </Button>
      )}
      {children}
    </Stack>
  );
}
