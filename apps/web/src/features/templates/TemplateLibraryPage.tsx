import { Button, Group, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type TemplateStatus, templateStatuses } from '@vd/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTypes } from '../../api/master-data.ts';
import { useTemplateList } from '../../api/templates.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { QueryState } from '../master-data/Section.tsx';
import { DraftList } from './DraftList.tsx';
import { TemplateTable } from './TemplateTable.tsx';

const PER_PAGE = 10;
const c = t.templates.library;
const statusOptions = templateStatuses.map((value) => ({ value, label: t.templates.statuses[value] }));
const isStatus = (value: string | null): value is TemplateStatus =>
  templateStatuses.some((status) => status === value);

/** "Pustaka Template": every template, with search, status and document type filters, and the drafts. */
export function TemplateLibraryPage() {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<TemplateStatus | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const types = useDocumentTypes();
  const list = useTemplateList({
    page,
    per_page: PER_PAGE,
    search: settled || undefined,
    status: status ?? undefined,
    document_type: type ?? undefined,
  });
  const rows = list.data?.data ?? [];
  const filtered = Boolean(settled || status || type);
  const typeOptions = (types.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageHeader title={c.title} subtitle={c.subtitle} />
        <Button component={Link} to={paths.createTemplate} leftSection={<IconPlus size={16} />}>
          {c.add}
        </Button>
      </Group>
      <Paper withBorder p="lg">
        <Group mb="md" wrap="wrap" align="flex-end">
          <TextInput
            flex={1}
            miw={220}
            leftSection={<IconSearch size={16} />}
            placeholder={c.search}
            aria-label={c.search}
            value={search}
            onChange={(event) => reset(setSearch)(event.currentTarget.value)}
          />
          <Select
            w={180}
            aria-label={c.status}
            placeholder={c.allStatuses}
            data={statusOptions}
            value={status}
            onChange={(value) => reset(setStatus)(isStatus(value) ? value : null)}
            clearable
          />
          <Select
            w={220}
            aria-label={c.documentType}
            placeholder={c.allTypes}
            data={typeOptions}
            value={type}
            onChange={reset(setType)}
            clearable
            searchable
          />
        </Group>
        <QueryState query={list} empty={rows.length === 0 ? (filtered ? c.noResults : c.empty) : null} />
        {rows.length > 0 && <TemplateTable templates={rows} />}
        <Group justify="space-between" mt="md">
          <Text fz="sm" c="dimmed">
            {list.data ? c.total(list.data.meta.total) : ''}
          </Text>
          {list.data && list.data.meta.total_pages > 1 && (
            <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
          )}
        </Group>
      </Paper>
      <DraftList
        title={c.draftsTitle}
        text={c.draftsText}
        empty={t.templates.create.draftsEmpty}
        perPage={5}
      />
    </Stack>
  );
}
