import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { AuditFilters } from '@vd/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { setQueryAjuNumber, useQueryList } from '../../api/audit.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { QueryState } from '../master-data/Section.tsx';
import { useCanValidate } from '../validation/permissions.ts';
import { AuditTable } from './AuditTable.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { isFiltered, QueryFilters, useAppliedFilters } from './QueryFilters.tsx';

const c = t.validation.query;
const PER_PAGE = 10;

/** /admin/query: the executed validations with their nomor aju, filters, and exports. */
export function QueryPage() {
  const [params] = useSearchParams();
  const canWrite = useCanValidate();
  const [filters, setFilters] = useState<AuditFilters>(() => {
    const search = params.get('search');
    return search ? { search } : {};
  });
  const [page, setPage] = useState(1);
  const applied = useAppliedFilters(filters);
  const list = useQueryList({ page, per_page: PER_PAGE, ...applied });
  const rows = list.data?.data ?? [];
  const change = (next: AuditFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <Stack gap={0}>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      <Paper withBorder p="lg">
        <Stack gap="md">
          <QueryFilters value={filters} onChange={change} />
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Text fz="sm" c="dimmed" mt={8} data-testid="query-total">
              {list.data ? c.total(list.data.meta.total) : ''}
            </Text>
            <ExportButtons filters={applied} disabled={list.isPending || list.data?.meta.total === 0} />
          </Group>
          <QueryState
            query={list}
            empty={rows.length === 0 ? (isFiltered(applied) ? c.noResults : c.empty) : null}
          />
          {rows.length > 0 && <AuditTable rows={rows} editable={canWrite} save={setQueryAjuNumber} />}
          {list.data && list.data.meta.total_pages > 1 && (
            <Group justify="flex-end">
              <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
