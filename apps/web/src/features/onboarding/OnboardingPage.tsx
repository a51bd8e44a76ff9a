import { Alert, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStageId } from '@vd/contract';
import { errorMessage } from '../../api/errors.ts';
import { masterDataKeys } from '../../api/master-data.ts';
import { updateOnboardingStage, useOnboarding } from '../../api/onboarding.ts';
import { useIsManager } from '../../api/profile.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { StageRow } from './StageRow.tsx';
import { finishedCount } from './stages.ts';

/** /admin/onboarding: GET company/onboarding/check, each stage with where it is done. */
export function OnboardingPage() {
  const c = t.onboarding;
  const onboarding = useOnboarding();
  const editable = useIsManager();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: ({ id, status }: { id: OnboardingStageId; status: 'pending' | 'done' | 'skipped' }) =>
      updateOnboardingStage(id, status),
    onSuccess: async () => {
      showSuccess(c.updated);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.onboarding });
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const busy = update.isPending ? update.variables.id : null;

  const data = onboarding.data;
  const done = data ? finishedCount(data.stages) : 0;
  const total = data?.stages.length ?? 0;
  return (
    <Stack gap={0}>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      {onboarding.isError && (
        <Alert color="red" variant="light" title={c.loadError}>
          {errorMessage(onboarding.error)}
        </Alert>
      )}
      {onboarding.isPending && <Skeleton h={320} />}
      {data && (
        <Stack gap="md">
          <Paper withBorder p="lg">
            <Text fw={600} mb={6} data-testid="onboarding-progress">
              {data.completed ? c.allDone : c.progress(done, total)}
            </Text>
            <Progress value={total ? (done / total) * 100 : 0} size="lg" radius="xl" />
          </Paper>
          {data.stages.map((stage, index) => (
            <StageRow
              key={stage.id}
              stage={stage}
              index={index}
              editable={editable}
              busy={busy === stage.id}
              onUpdate={(status) => update.mutate({ id: stage.id, status })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
