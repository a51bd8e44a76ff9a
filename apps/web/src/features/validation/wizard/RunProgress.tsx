import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ValidationDetail } from '@vd/contract';
import { useEffect } from 'react';
import { notificationKeys } from '../../../api/notifications.ts';
import { isFinal, useUploadProgress } from '../../../api/upload-progress.ts';
import { validationKeys } from '../../../api/validation.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.execute;

/**
 * The run's progress from the websocket (by the uid execute answered, or the validation's own while
 * it is processing). When it ends, the validation is fetched again (the wizard then opens the
 * result) and so is the unread notification count.
 */
export function RunProgress({ validation, uid }: { validation: ValidationDetail; uid: string | null }) {
  const queryClient = useQueryClient();
  const event = useUploadProgress(uid);
  const percent = Math.round(event?.progress ?? 0);

  useEffect(() => {
    if (!isFinal(event)) return;
    void queryClient.invalidateQueries({ queryKey: validationKeys.all });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [event, queryClient]);

  const stage = event?.message ?? (event ? t.validation.stages[event.stage] : null) ?? t.validation.working;
  return (
    <Paper withBorder p="lg" data-testid="run-progress" data-validation={validation.id}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {c.runningTitle}
        </Title>
        <Progress.Root size={22} radius="xl">
          <Progress.Section
            value={Math.max(percent, 3)}
            animated={!isFinal(event)}
            aria-label={c.progressLabel}
          >
            <Progress.Label>{percent}%</Progress.Label>
          </Progress.Section>
        </Progress.Root>
        <Text fz="sm" data-testid="run-stage">
          {event?.stage === 'done' ? c.completed : stage}
        </Text>
        <Text fz="xs" c="dimmed">
          {c.runningText}
        </Text>
      </Stack>
    </Paper>
  );
}
