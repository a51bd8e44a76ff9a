import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api/errors.ts';
import { useSubscription } from '../../api/settings.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { UsageChart } from './UsageChart.tsx';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** GET settings/subscription: the plan, slots bought, used and left, and this month's validations. */
export function SubscriptionCard() {
  const c = t.companySettings;
  const subscription = useSubscription();
  const data = subscription.data;
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {c.subscriptionTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {c.subscriptionText}
          </Text>
        </Stack>
        {data && <Badge variant="light">{c.planName[data.plan]}</Badge>}
      </Group>
      {subscription.isError && (
        <Alert color="red" variant="light">
          {errorMessage(subscription.error)}
        </Alert>
      )}
      {subscription.isPending && <Skeleton h={200} />}
      {data && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <Figure label={c.bought} value={data.slots_bought} testId="slots-bought" />
            <Figure label={c.used} value={data.slots_used} testId="slots-used" />
            <Figure label={c.left} value={data.slots_left} testId="slots-left" />
            <Figure label={c.thisMonth} value={data.validations_this_month} testId="validations-month" />
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            {data.last_topup_at ? c.lastTopup(formatDate(data.last_topup_at)) : c.noTopup}{' '}
            {c.bonus(formatNumber(data.slots_bonus))}
          </Text>
          <Stack gap={4}>
            <Text fw={600} fz="sm">
              {c.chartTitle}
            </Text>
            <Text fz="xs" c="dimmed">
              {c.chartText}
            </Text>
          </Stack>
          <UsageChart months={data.usage_by_month} />
        </Stack>
      )}
    </Paper>
  );
}
