import { Alert, Checkbox, Group, NumberInput, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { MAX_RETENTION_MONTHS } from '@vd/contract';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../api/errors.ts';
import type { Access } from '../../api/permissions.ts';
import { saveStorageSettings, useRefreshStorage, useStorageUsage } from '../../api/saved-storage.ts';
import { showSuccess } from '../../api/toasts.ts';
import { formatBytes, formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { GuardedButton } from '../library/GuardedButton.tsx';

const c = t.savedStorage;

/** Storage used against the quota, and the retention setting (owners and admins change it). */
export function UsageCard({ access }: { access: Access }) {
  const usage = useStorageUsage();
  const refresh = useRefreshStorage();
  const [months, setMonths] = useState<number | string | null>(null);
  const [forever, setForever] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (retention: number | null) => saveStorageSettings({ retention_months: retention }),
    onSuccess: async () => {
      await refresh();
      setMonths(null);
      setForever(null);
      showSuccess(c.retentionSaved);
    },
  });
  if (!usage.data) return null;
  const data = usage.data;
  const fraction = data.quota_bytes ? data.used_bytes / data.quota_bytes : 0;
  const currentForever = forever ?? data.retention_months === null;
  const currentMonths = months ?? data.retention_months ?? 12;
  const error = save.isError
    ? (fieldErrorsOf(save.error)?.retention_months ?? errorMessage(save.error))
    : null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Text fw={600}>{c.used}</Text>
          <Text fz="xl" fw={700} data-testid="storage-used">
            {c.usedOf(formatBytes(data.used_bytes), formatBytes(data.quota_bytes))}
          </Text>
          <Progress
            value={Math.min(100, Math.max(fraction * 100, data.used_bytes > 0 ? 1 : 0))}
            color={fraction > 0.9 ? 'red' : 'green'}
            aria-label={c.used}
          />
          <Text fz="sm" c="dimmed">
            {c.documents(data.document_count)}
          </Text>
          {fraction > 0.9 && (
            <Alert color="red" variant="light">
              {c.nearlyFull}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Text fw={600}>{c.retention}</Text>
          <Text fz="sm" data-testid="storage-retention">
            {c.retentionValue(data.retention_months)}
          </Text>
          <Text fz="sm" c="dimmed">
            {c.retentionHint}
          </Text>
          {data.last_retention_run_at && (
            <Text fz="xs" c="dimmed">
              {c.lastRun(formatDateTime(data.last_retention_run_at))}
            </Text>
          )}
          {access.denial !== 'role' && (
            <Group gap="md" align="flex-end" wrap="wrap">
              <NumberInput
                w={120}
                label={c.retentionMonths}
                min={1}
                max={MAX_RETENTION_MONTHS}
                value={currentMonths}
                onChange={setMonths}
                disabled={currentForever || !access.allowed}
                allowDecimal={false}
                data-testid="storage-retention-months"
              />
              <Checkbox
                mb={8}
                label={c.retentionNone}
                checked={currentForever}
                onChange={(event) => setForever(event.currentTarget.checked)}
                disabled={!access.allowed}
                data-testid="storage-retention-forever"
              />
              <GuardedButton
                access={access}
                onClick={() => save.mutate(currentForever ? null : Number(currentMonths))}
                loading={save.isPending}
                variant="light"
              >
                {c.retentionSave}
              </GuardedButton>
            </Group>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
