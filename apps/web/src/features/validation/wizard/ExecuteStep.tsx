import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay, IconWallet } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidationDetail } from '@vd/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { billingKeys, useSlot } from '../../../api/billing.ts';
import { errorMessage, statusOf } from '../../../api/errors.ts';
import { executeValidation, validationKeys } from '../../../api/validation.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';
import { RunProgress } from './RunProgress.tsx';

const c = t.validation.execute;

type Refusal = { message: string; noSlot: boolean };

type Props = { validation: ValidationDetail; canWrite: boolean };

/** Step 4: what will be validated, the slot balance, "Jalankan Validasi", then the run's progress. */
export function ExecuteStep({ validation, canWrite }: Props) {
  const queryClient = useQueryClient();
  const slot = useSlot();
  const [runUid, setRunUid] = useState<string | null>(null);
  const balance = slot.data?.balance;
  const finished = validation.status === 'failed' || validation.status === 'completed';
  const processing = validation.status === 'processing' || (runUid !== null && !finished);

  const run = useMutation({
    mutationFn: () => executeValidation(validation.id),
    onSuccess: async (answer) => {
      setRunUid(answer.uid);
      queryClient.setQueryData(billingKeys.slot, (old: typeof slot.data) =>
        old ? { ...old, balance: answer.balance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      await queryClient.invalidateQueries({ queryKey: validationKeys.all });
    },
    onError: (error) => {
      if (statusOf(error) === 402) void queryClient.invalidateQueries({ queryKey: billingKeys.slot });
    },
  });
  // The refusal of the last run, shown until the next one; without a slot it leads to the wallet.
  const refusal: Refusal | null = run.isError
    ? { message: errorMessage(run.error), noSlot: statusOf(run.error) === 402 }
    : null;

  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <Stack gap={2} mb="md" maw={720}>
          <Title order={2} fz="lg">
            {c.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {c.text}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" fw={500}>
              {c.name}
            </Text>
            <Text fw={600}>{validation.name}</Text>
            <Text fz="xs" c="dimmed" fw={500} mt="sm">
              {c.templates}
            </Text>
            <Text fz="sm">{validation.templates.map((item) => item.name).join(', ')}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" fw={500}>
              {c.documents}
            </Text>
            <List size="sm" spacing={2} data-testid="execute-documents">
              {validation.documents.map((doc) => (
                <List.Item key={doc.id}>
                  {c.documentLine(doc.document_type_name, doc.file_name, doc.date_format)}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" fw={500}>
              {c.balance}
            </Text>
            <Group gap="xs" align="baseline">
              <Text fz={28} fw={700} lh={1.1} data-testid="execute-balance">
                {balance === undefined ? '…' : formatNumber(balance)}
              </Text>
              <Text c="dimmed">{t.wallet.balanceUnit}</Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {c.cost}
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>

      {validation.status === 'failed' && !processing && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={c.failedTitle}>
          {validation.failure_reason ?? t.common.genericError}
        </Alert>
      )}
      {!validation.can_execute && validation.blockers.length > 0 && !processing && (
        <Alert color="yellow" variant="light" title={c.blockersTitle} data-testid="execute-blockers">
          <List size="sm" spacing={2}>
            {validation.blockers.map((blocker) => (
              <List.Item key={blocker}>{blocker}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {balance === 0 && !processing && canWrite && (
        <Alert color="yellow" variant="light" icon={<IconWallet size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{c.noSlot}</Text>
            <Button component={Link} to={paths.wallet} size="xs" variant="light">
              {c.toWallet}
            </Button>
          </Group>
        </Alert>
      )}
      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="execute-error">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{refusal.message}</Text>
            {refusal.noSlot && (
              <Button component={Link} to={paths.wallet} size="xs" color="red" variant="light">
                {c.toWallet}
              </Button>
            )}
          </Group>
        </Alert>
      )}

      {processing ? (
        <RunProgress validation={validation} uid={runUid ?? validation.uid} />
      ) : (
        canWrite && (
          <Group justify="flex-end">
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} />}
              onClick={() => run.mutate()}
              loading={run.isPending}
              disabled={!validation.can_execute}
              data-testid="execute-button"
            >
              {validation.status === 'failed' ? c.retry : c.run}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
