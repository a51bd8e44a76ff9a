import { Anchor, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDraftList } from '../../api/templates.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { QueryState } from '../master-data/Section.tsx';
import { builderPath } from './builder-path.ts';

type Props = { title: string; text?: string; empty: string; perPage: number };

/** GET template/list/draft: the drafts, newest change first, each opening its builder. */
export function DraftList({ title, text, empty, perPage }: Props) {
  const [page, setPage] = useState(1);
  const drafts = useDraftList(page, perPage);
  const rows = drafts.data?.data ?? [];
  return (
    <Paper withBorder p="lg" data-testid="draft-list">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {text && (
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      )}
      <Stack gap="xs" mt="md">
        <QueryState query={drafts} empty={rows.length === 0 ? empty : null} />
        {rows.map((draft) => (
          <Group key={draft.id} justify="space-between" wrap="nowrap" data-testid="draft-row">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={builderPath(draft.id)} fw={500} truncate>
                {draft.name}
              </Anchor>
              <Text fz="xs" c="dimmed" truncate>
                {draft.document_types.map((type) => type.code).join(' · ')} ·{' '}
                {t.templates.library.labelCount(draft.label_count)}
              </Text>
            </Stack>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(draft.updated_at)}
            </Text>
          </Group>
        ))}
      </Stack>
      {drafts.data && drafts.data.meta.total_pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={drafts.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Paper>
  );
}
