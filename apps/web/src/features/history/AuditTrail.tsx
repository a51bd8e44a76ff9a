import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { AuditFilters } from '@vd/contract';
import { useState } from 'react';
import { setAuditAjuNumber, useAuditList } from '../../api/audit.ts';
import { t } from '../../i18n/id.ts';
import { QueryState } from '../master-data/Section.tsx';
import { AuditTable } from '../query/AuditTable.tsx';
import { isFiltered, QueryFilters, useAppliedFilters } from '../query/QueryFilters.tsx';
import { useCanValidate } from '../validation/permissions.ts';

const c = t.validation.query;
const PER_PAGE = 10;

/** GET validation/audit: every executed validation, its nomor aju editable in place. */
export function AuditTrail() {
  const canWrite = useCanValidate();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const applied = useAppliedFilters(filters);
  const audit = useAuditList({ page, per_page: PER_PAGE, ...applied });
  const rows = audit.data?.data ?? [];
  return (
    <Stack gap="md">
      <QueryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryState
        query={audit}
        empty={rows.length === 0 ? (isFiltered(applied) ? c.noResults : c.empty) : null}
      />
      {rows.length > 0 && <AuditTable rows={rows} editable={canWrite} save={setAuditAjuNumber} />}
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {audit.data ? c.total(audit.data.meta.total) : ''}
        </Text>
        {audit.data && audit.data.meta.total_pages > 1 && (
          <Pagination total={audit.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        )}
      </Group>
    </Stack>
  );
}
