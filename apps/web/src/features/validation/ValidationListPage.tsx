import { Anchor, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import type { ValidationStatus } from '@vd/contract';
import { Link } from 'react-router';
import { useValidationHistory } from '../../api/validation.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { HistoryTable } from '../history/HistoryTable.tsx';
import { useCanValidate } from './permissions.ts';

const c = t.validation.list;
const open: readonly Exclude<ValidationStatus, 'completed' | 'failed'>[] = ['draft', 'ready', 'processing'];
const PER_SECTION = 50;
/** Runs take seconds to minutes: the running section is asked again while it is shown. */
const PROCESSING_POLL_MS = 5000;

/**
 * /admin/validation/document ("Validasi Dokumen"): the validations not finished yet, by what they
 * wait for; finished ones live in Riwayat.
 */
export function ValidationListPage() {
  const canWrite = useCanValidate();
  const draft = useValidationHistory({ status: 'draft', per_page: PER_SECTION });
  const ready = useValidationHistory({ status: 'ready', per_page: PER_SECTION });
  const processing = useValidationHistory(
    { status: 'processing', per_page: PER_SECTION },
    PROCESSING_POLL_MS,
  );
  const sections = { draft, ready, processing };
  const pending = open.some((status) => sections[status].isPending);
  const empty = !pending && open.every((status) => (sections[status].data?.data.length ?? 0) === 0);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {c.title}
          </Title>
          <Text c="dimmed" maw={720}>
            {c.subtitle}
          </Text>
        </Stack>
        {canWrite && (
          <Button component={Link} to={paths.validation} leftSection={<IconPlus size={16} />}>
            {c.newValidation}
          </Button>
        )}
      </Group>
      {pending && <Loader size="sm" />}
      {empty && (
        <Paper withBorder p="xl" data-testid="validation-list-empty">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconChecklist size={28} stroke={1.6} />
            </ThemeIcon>
            <Text c="dimmed" maw={480}>
              {c.empty}
            </Text>
            {canWrite && (
              <Button component={Link} to={paths.validation} leftSection={<IconPlus size={16} />}>
                {c.newValidation}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {open.map((status) => {
        const rows = sections[status].data?.data ?? [];
        if (rows.length === 0) return null;
        return (
          <Paper key={status} withBorder p="lg" data-testid={`validation-section-${status}`}>
            <Stack gap={2} mb="sm">
              <Title order={2} fz="lg">
                {c.sections[status].title}
              </Title>
              <Text fz="sm" c="dimmed">
                {c.sections[status].text}
              </Text>
            </Stack>
            <HistoryTable rows={rows} compact />
          </Paper>
        );
      })}
      <Anchor component={Link} to={paths.history} fz="sm">
        {c.toHistory}
      </Anchor>
    </Stack>
  );
}
