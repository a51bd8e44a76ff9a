import { Button, Card, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n/id.ts';

type Props = { icon: Icon; title: string; text: string; to: string };

export function NextStepCard({ icon: StepIcon, title, text, to }: Props) {
  return (
    <Card withBorder padding="lg">
      <ThemeIcon size={44} radius="md" variant="light" mb="md">
        <StepIcon size={24} stroke={1.7} />
      </ThemeIcon>
      <Text fw={600} mb={6}>
        {title}
      </Text>
      <Text fz="sm" c="dimmed" mb="lg" style={{ flex: 1 }}>
        {text}
      </Text>
      <Button
        component={Link}
        to={to}
        variant="light"
        rightSection={<IconArrowRight size={16} />}
        w="fit-content"
      >
        {t.home.open}
      </Button>
    </Card>
  );
}
