import { Group, Pagination, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type LibraryList, libraryLists } from '@vd/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLibraryEntries, useLibraryLists } from '../../api/library.ts';
import { useAccess } from '../../api/permissions.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { QueryState } from '../master-data/Section.tsx';
import { AddEntryButton } from './AddEntryButton.tsx';
import { EntriesTable } from './EntriesTable.tsx';
import { HsImportButton } from './HsImportButton.tsx';
import { ListPicker } from './ListPicker.tsx';

const c = t.library;
const PER_PAGE = 25;
const isList = (value: string | null): value is LibraryList => libraryLists.some((l) => l === value);

/** /admin/library: the reference lists, browsed and searched; owners and admins add to them. */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const list: LibraryList = isList(params.get('list')) ? (params.get('list') as LibraryList) : 'hs_code';
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<'all' | 'shipped' | 'company'>('all');
  const [page, setPage] = useState(1);
  const [term] = useDebouncedValue(search.trim(), 250);
  const lists = useLibraryLists();
  const summary = lists.data?.find((l) => l.list === list);
  const manage = useAccess('library.manage');
  const entries = useLibraryEntries(list, {
    page,
    per_page: PER_PAGE,
    search: term || undefined,
    source: source === 'all' ? undefined : source,
  });
  const choose = (next: LibraryList) => {
    setParams({ list: next }, { replace: true });
    setSearch('');
    setSource('all');
    setPage(1);
  };
  const rows = entries.data?.data ?? [];
  const empty =
    rows.length === 0
      ? term || source !== 'all'
        ? c.noResults
        : list === 'hs_code'
          ? c.emptyHs
          : c.empty
      : null;
  return (
    <Stack gap={0}>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      <Stack gap="lg">
        <ListPicker lists={lists.data ?? []} value={list} onChange={choose} />
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2} maw={720}>
                <Text fw={600} fz="lg" data-testid="library-list-title">
                  {c.lists[list]}
                </Text>
                <Text fz="sm" c="dimmed">
                  {c.listHints[list]}
                </Text>
              </Stack>
              <Group gap="sm">
                {list === 'hs_code' && <HsImportButton access={manage} />}
                {summary?.company_entries && <AddEntryButton list={list} access={manage} />}
              </Group>
            </Group>
            <Group gap="md" align="flex-end" wrap="wrap">
              <TextInput
                flex={1}
                miw={220}
                label={c.search}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                data-testid="library-search"
              />
              {summary && summary.shipped_count > 0 && (summary.company_entries || summary.aliases) && (
                <SegmentedControl
                  value={source}
                  onChange={(value) => {
                    setSource(value as typeof source);
                    setPage(1);
                  }}
                  data={[
                    { value: 'all', label: c.source.all },
                    { value: 'shipped', label: c.source.shipped },
                    { value: 'company', label: c.source.company },
                  ]}
                />
              )}
            </Group>
            <Text fz="sm" c="dimmed" data-testid="library-total">
              {entries.data ? c.total(entries.data.meta.total) : ''}
            </Text>
            <QueryState query={entries} empty={empty} />
            {rows.length > 0 && (
              <EntriesTable list={list} rows={rows} access={manage} aliases={summary?.aliases ?? false} />
            )}
            {entries.data && entries.data.meta.total_pages > 1 && (
              <Group justify="flex-end">
                <Pagination total={entries.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
