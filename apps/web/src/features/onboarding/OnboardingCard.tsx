import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOnboarding } from '../../api/onboarding.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { finishedCount, stageLinks } from './stages.ts';

/** The homepage's compact onboarding progress, shown until every stage is done or skipped. */
export function OnboardingCard() {
  const c = t.onboarding;
  const onboarding = useOnboarding();
  const data = onboarding.data;
  if (!data || data.completed) return null;
  const done = finishedCount(data.stages);
  const total = data.stages.length;
  const next = data.stages.find((stage) => stage.id === data.current);
  return (
    <Paper withBorder p="lg" data-testid="onboarding-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} flex={1} miw={240}>
          <Title order={2} fz="lg">
            {c.cardTitle}
          </Title>
          <Text fz="sm" c="dimmed" data-testid="onboarding-card-progress">
            {c.progress(done, total)}
          </Text>
          <Progress value={total ? (done / total) * 100 : 0} radius="xl" mt={6} maw={420} />
          <Anchor component={Link} to={paths.onboarding} fz="sm" mt={6}>
            {c.details}
          </Anchor>
        </Stack>
        {next && (
          <Button component={Link} to={stageLinks[next.id]} rightSection={<IconArrowRight size={16} />}>
            {c.next(next.title)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
