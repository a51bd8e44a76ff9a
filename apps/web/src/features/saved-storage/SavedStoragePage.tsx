import { Group, Pagination, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAccess } from '../../api/permissions.ts';
import { useStoredShipments } from '../../api/saved-storage.ts';
import { dayRangeIsValid } from '../../components/DayRangeInputs.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { QueryState } from '../master-data/Section.tsx';
import { ShipmentCard } from './ShipmentCard.tsx';
import { ShipmentFilters, type ShipmentFilterValues } from './ShipmentFilters.tsx';
import { UsageCard } from './UsageCard.tsx';

const c = t.savedStorage;
const PER_PAGE = 10;
type Kind = 'validation' | 'template';

/** /admin/storage: every stored document by shipment (or template), with usage and retention. */
export function SavedStoragePage() {
  const [kind, setKind] = useState<Kind>('validation');
  const [filters, setFilters] = useState<ShipmentFilterValues>({});
  const [page, setPage] = useState(1);
  const [settled] = useDebouncedValue(filters, 300);
  const rangeOk = dayRangeIsValid(settled);
  const manage = useAccess('storage.manage');
  const list = useStoredShipments({
    kind,
    page,
    per_page: PER_PAGE,
    search: settled.search?.trim() || undefined,
    document_type: settled.document_type,
    date_from: rangeOk ? settled.date_from : undefined,
    date_to: rangeOk ? settled.date_to : undefined,
  });
  const rows = list.data?.data ?? [];
  const filtered = Object.values(settled).some(Boolean);
  return (
    <Stack gap={0}>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      <Stack gap="lg">
        <UsageCard access={manage} />
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Tabs
            value={kind}
            onChange={(value) => {
              setKind(value === 'template' ? 'template' : 'validation');
              setPage(1);
            }}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="validation" data-testid="storage-tab-validation">
                {c.tabs.validation}
              </Tabs.Tab>
              <Tabs.Tab value="template" data-testid="storage-tab-template">
                {c.tabs.template}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Stack gap="md">
            <ShipmentFilters
              value={filters}
              onChange={(next) => {
                setFilters(next);
                setPage(1);
              }}
            />
            {kind === 'template' && (
              <Text fz="sm" c="dimmed">
                {c.templateHint}
              </Text>
            )}
            <Text fz="sm" c="dimmed" data-testid="storage-total">
              {list.data ? (kind === 'template' ? c.totalTemplates : c.total)(list.data.meta.total) : ''}
            </Text>
            <QueryState query={list} empty={rows.length === 0 ? (filtered ? c.noResults : c.empty) : null} />
            {rows.map((shipment) => (
              <ShipmentCard key={shipment.id} shipment={shipment} access={manage} />
            ))}
            {list.data && list.data.meta.total_pages > 1 && (
              <Group justify="flex-end">
                <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
