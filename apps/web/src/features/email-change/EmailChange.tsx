import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { emailChange } from '../../api/email-change.ts';
import { errorMessage } from '../../api/errors.ts';
import { userKeys } from '../../api/profile.ts';
import { showError } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { CodeStep } from './CodeStep.tsx';
import { EmailChangeDone } from './EmailChangeDone.tsx';
import { NewEmailStep } from './NewEmailStep.tsx';

const { emailSteps: steps } = t.profile;

/**
 * The e-mail change flow of docs/product.md §7 as a stepper: a code to the current address, then the new
 * address and a code sent to it. The address only changes once both codes are proven.
 */
export function EmailChange({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [active, setActive] = useState(0);
  const [newEmail, setNewEmail] = useState('');

  const start = useMutation({
    mutationFn: emailChange.sendCurrentCode,
    onSuccess: () => setActive(1),
    onError: (error) => showError(errorMessage(error)),
  });
  const finish = async () => {
    setActive(4);
    await queryClient.invalidateQueries({ queryKey: userKeys.me });
  };
  const cancel = () => setActive(0);

  return (
    <Paper withBorder p="lg" component="section" aria-label={t.profile.emailTitle}>
      <Title order={2} fz="lg" mb={4}>
        {t.profile.emailTitle}
      </Title>
      <Text fz="sm" c="dimmed" mb="lg" data-testid="current-email">
        {t.profile.currentEmail(email)}
      </Text>
      <Stepper active={active} size="xs" allowNextStepsSelect={false}>
        <Stepper.Step label={steps.start.label} description={steps.start.description}>
          <Stack gap="md" mt="md">
            <Text fz="sm">{t.profile.emailStartText}</Text>
            <Group justify="flex-end">
              <Button onClick={() => start.mutate()} loading={start.isPending}>
                {t.profile.emailStart}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={steps.current.label} description={steps.current.description}>
          <CodeStep
            text={t.profile.codeToCurrent}
            verify={emailChange.verifyCurrentCode}
            resend={emailChange.resendCurrentCode}
            onVerified={() => setActive(2)}
            onCancel={cancel}
          />
        </Stepper.Step>
        <Stepper.Step label={steps.newEmail.label} description={steps.newEmail.description}>
          <NewEmailStep
            onSent={(address) => {
              setNewEmail(address);
              setActive(3);
            }}
            onCancel={cancel}
          />
        </Stepper.Step>
        <Stepper.Step label={steps.confirm.label} description={steps.confirm.description}>
          <CodeStep
            text={t.profile.codeToNew(newEmail)}
            verify={emailChange.verifyNewCode}
            resend={emailChange.resendNewCode}
            onVerified={finish}
            onCancel={cancel}
          />
        </Stepper.Step>
        <Stepper.Completed>
          <EmailChangeDone email={newEmail} onAgain={cancel} />
        </Stepper.Completed>
      </Stepper>
    </Paper>
  );
}
