import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { OnboardingStage } from '@vd/contract';
import { Link } from 'react-router';
import { t } from '../../i18n/id.ts';
import { stageLinks } from './stages.ts';

type Props = {
  stage: OnboardingStage;
  index: number;
  editable: boolean;
  busy: boolean;
  onUpdate: (status: 'pending' | 'done' | 'skipped') => void;
};

const statusBadge = { done: 'green', skipped: 'gray', pending: 'yellow' } as const;

/** One onboarding stage: its number or a check, what it is, its state, and where it is done. */
export function StageRow({ stage, index, editable, busy, onUpdate }: Props) {
  const c = t.onboarding;
  const finished = stage.status !== 'pending';
  const statusText = stage.status === 'done' ? c.done : stage.status === 'skipped' ? c.skipped : c.todo;
  return (
    <Paper withBorder p="md" data-testid={`stage-${stage.id}`} data-status={stage.status}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon
          size={36}
          radius="xl"
          variant={finished ? 'filled' : 'light'}
          color={finished ? 'green' : 'gray'}
        >
          {stage.status === 'done' ? <IconCheck size={20} /> : <Text fw={600}>{index + 1}</Text>}
        </ThemeIcon>
        <Stack gap={4} flex={1}>
          <Group gap="xs">
            <Text fw={600}>{stage.title}</Text>
            <Badge size="sm" variant="light" color={statusBadge[stage.status]}>
              {statusText}
            </Badge>
            {!finished && stage.ready && (
              <Badge size="sm" variant="outline">
                {c.ready}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            {stage.description}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {editable && !finished && stage.ready && (
            <Button size="xs" onClick={() => onUpdate('done')} loading={busy}>
              {c.markDone}
            </Button>
          )}
          {editable && !finished && !stage.ready && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => onUpdate('skipped')}
              loading={busy}
            >
              {c.skip}
            </Button>
          )}
          {editable && stage.status === 'skipped' && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => onUpdate('pending')}
              loading={busy}
            >
              {c.reopen}
            </Button>
          )}
          <Button
            size="xs"
            variant={finished ? 'default' : 'light'}
            component={Link}
            to={stageLinks[stage.id]}
            rightSection={<IconArrowRight size={14} />}
          >
            {finished ? c.view : c.open}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
