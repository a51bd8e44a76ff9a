import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useValidationHistory } from '../../api/validation.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { QueryState } from '../master-data/Section.tsx';
import { OverallBadge, StatusBadge } from '../validation/badges.tsx';
import { useCanValidate } from '../validation/permissions.ts';
import { openPath } from '../validation/validation-paths.ts';

const c = t.validation.home;

/** The five latest validations, each opening its result or its wizard. */
export function RecentValidations() {
  const canWrite = useCanValidate();
  const recent = useValidationHistory({ page: 1, per_page: 5 });
  const rows = recent.data?.data ?? [];
  return (
    <Paper withBorder p="lg" data-testid="recent-validations">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {c.recentTitle}
        </Title>
        {rows.length > 0 && (
          <Anchor component={Link} to={paths.history} fz="sm">
            {c.recentAll}
          </Anchor>
        )}
      </Group>
      <QueryState query={recent} empty={null} />
      {recent.data && rows.length === 0 && (
        <Stack align="center" ta="center" gap="sm" py="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconHistory size={28} stroke={1.6} />
          </ThemeIcon>
          <Text c="dimmed">{c.recentEmpty}</Text>
          {canWrite && (
            <Button
              component={Link}
              to={paths.validation}
              leftSection={<IconPlus size={16} />}
              variant="light"
            >
              {c.start}
            </Button>
          )}
        </Stack>
      )}
      <Stack gap={0}>
        {rows.map((row, index) => (
          <Group
            key={row.id}
            justify="space-between"
            wrap="nowrap"
            py="sm"
            style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined }}
            data-testid="recent-row"
          >
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={openPath(row.id, row.status)} fw={600} fz="sm" truncate>
                {row.name}
              </Anchor>
              <Text fz="xs" c="dimmed" truncate>
                {row.template_names.join(', ')} · {formatDateTime(row.completed_at ?? row.created_at)}
              </Text>
            </Stack>
            {row.overall ? (
              <OverallBadge overall={row.overall} size="sm" style={{ flex: 'none' }} />
            ) : (
              <StatusBadge status={row.status} size="sm" style={{ flex: 'none' }} />
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
