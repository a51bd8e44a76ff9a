import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { t } from '../../i18n/id.ts';

type Props = { title: string; text: string; action?: ReactNode; children: ReactNode };

/** A titled card of a master data tab, with its main action on the right. */
export function Section({ title, text, action, children }: Props) {
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <Stack gap={2} maw={640}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** Loading, failure and "nothing yet" of one query; renders nothing once there is data to show. */
export function QueryState({ query, empty }: { query: UseQueryResult; empty: string | null }) {
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t.masterData.loadError}>
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return empty ? <Text c="dimmed">{empty}</Text> : null;
}
