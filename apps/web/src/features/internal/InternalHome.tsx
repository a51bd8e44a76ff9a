import { Alert, Group, Loader, Pagination, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useInternalCompanies } from '../../api/internal.ts';
import { useMe } from '../../api/profile.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { CompanyTable } from './CompanyTable.tsx';

const PER_PAGE = 10;

/** /admin/homepage for internal staff: every company (company/internal), searchable, with "Lihat". */
export function InternalHome() {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const list = useInternalCompanies(page, PER_PAGE, settled);
  const viewing = useMe().data?.company?.id;
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader title={t.internal.title} subtitle={t.internal.subtitle} />
      <Paper withBorder p="lg">
        <TextInput
          mb="md"
          maw={360}
          leftSection={<IconSearch size={16} />}
          placeholder={t.internal.search}
          aria-label={t.internal.search}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isPending && <Loader size="sm" />}
        {list.isError && (
          <Alert color="red" variant="light">
            {t.internal.loadError}
          </Alert>
        )}
        {list.data && rows.length === 0 && (
          <Text c="dimmed">{settled ? t.internal.noResults(settled) : t.internal.empty}</Text>
        )}
        {rows.length > 0 && <CompanyTable companies={rows} viewingId={viewing} />}
        {list.data && list.data.meta.total_pages > 1 && (
          <Group justify="flex-end" mt="md">
            <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Paper>
    </>
  );
}
