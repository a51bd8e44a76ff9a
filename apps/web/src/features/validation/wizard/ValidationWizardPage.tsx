import { Alert, Button, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ValidationDetail } from '@vd/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { notificationKeys } from '../../../api/notifications.ts';
import { useValidationDetail } from '../../../api/validation.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';
import { StatusBadge } from '../badges.tsx';
import { useCanValidate } from '../permissions.ts';
import { resultPath } from '../validation-paths.ts';
import { ChosenTemplates } from './ChosenTemplates.tsx';
import { ExecuteStep } from './ExecuteStep.tsx';
import { FormatStep } from './FormatStep.tsx';
import { allReady, documentsEditable, shownStatus, stepOf, type WizardStep } from './steps.ts';
import { TemplateStep } from './TemplateStep.tsx';
import { UploadStep } from './UploadStep.tsx';

const c = t.validation.wizard;

/**
 * /admin/validation (a new validation: pick templates) and /admin/validation/:id (an existing one,
 * resumed at the first step with something left to do; a completed one opens its result).
 */
export function ValidationWizardPage() {
  const { id } = useParams();
  const canWrite = useCanValidate();
  if (!id) {
    return (
      <WizardFrame title={c.title} active={0}>
        <TemplateStep canWrite={canWrite} />
      </WizardFrame>
    );
  }
  return <ExistingValidation key={id} id={id} canWrite={canWrite} />;
}

function ExistingValidation({ id, canWrite }: { id: string; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const detail = useValidationDetail(id);
  const status = detail.data?.status;
  // A run that ends while the page is open also ends with a notification: the count is asked again.
  useEffect(() => {
    if (status === 'completed' || status === 'failed')
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
  }, [status, queryClient]);
  if (detail.isPending) return <Loader />;
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" title={t.validation.loadError}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{errorMessage(detail.error)}</Text>
          <Button component={Link} to={paths.documentValidation} variant="light" size="xs">
            {c.toList}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (detail.data.status === 'completed') return <Navigate to={resultPath(id)} replace />;
  return <ResumedWizard validation={detail.data} canWrite={canWrite} />;
}

/**
 * The steps of an existing validation. It opens at the first step with something left to do and
 * then stays where the user is (a finished upload does not jump ahead on its own).
 */
function ResumedWizard({ validation, canWrite }: { validation: ValidationDetail; canWrite: boolean }) {
  const [active, setActive] = useState<WizardStep>(() => stepOf(validation));
  const editable = canWrite && documentsEditable(validation);
  const selectable = (step: WizardStep) => step !== 2 || allReady(validation);
  const go = (step: WizardStep) => setActive(step);
  return (
    <WizardFrame
      title={c.titleOf(validation.name)}
      validation={validation}
      active={active}
      onStep={(step) => selectable(step) && go(step)}
      selectable={selectable}
    >
      {active === 0 && <ChosenTemplates validation={validation} canWrite={canWrite} onNext={() => go(1)} />}
      {active === 1 && <UploadStep validation={validation} editable={editable} onNext={() => go(2)} />}
      {active === 2 && <FormatStep validation={validation} editable={editable} onNext={() => go(3)} />}
      {active === 3 && <ExecuteStep validation={validation} canWrite={canWrite} />}
    </WizardFrame>
  );
}

type FrameProps = {
  title: string;
  active: WizardStep;
  validation?: ValidationDetail;
  onStep?: (step: WizardStep) => void;
  selectable?: (step: WizardStep) => boolean;
  children: ReactNode;
};

const steps: readonly WizardStep[] = [0, 1, 2, 3];

/** Title, the Stepper of the four steps, and the active step below it. */
function WizardFrame({ title, active, validation, onStep, selectable, children }: FrameProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={26} data-testid="wizard-title">
              {title}
            </Title>
            {validation && (
              <StatusBadge status={shownStatus(validation, active)} data-testid="validation-status" />
            )}
          </Group>
          <Text c="dimmed" maw={760}>
            {validation
              ? c.createdAt(formatDateTime(validation.created_at), validation.created_by)
              : c.subtitle}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.documentValidation}
          variant="subtle"
          leftSection={<IconList size={16} />}
        >
          {c.toList}
        </Button>
      </Group>
      <Stepper
        active={active}
        onStepClick={onStep ? (index) => onStep(steps[index] ?? 0) : undefined}
        allowNextStepsSelect={false}
        size="sm"
        data-testid="validation-stepper"
      >
        {c.steps.map((step, index) => (
          <Stepper.Step
            key={step.label}
            label={step.label}
            description={step.description}
            allowStepSelect={onStep ? (selectable?.(steps[index] ?? 0) ?? true) && index !== active : false}
            data-testid={`wizard-step-${index}`}
          />
        ))}
      </Stepper>
      {children}
    </Stack>
  );
}
