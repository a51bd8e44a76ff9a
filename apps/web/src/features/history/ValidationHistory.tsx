import { Button, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import {
  type OverallVerdict,
  overallVerdicts,
  type ValidationStatus,
  validationStatuses,
} from '@vd/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useValidationHistory } from '../../api/validation.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { QueryState } from '../master-data/Section.tsx';
import { useCanValidate } from '../validation/permissions.ts';
import { useTemplateOptions } from '../validation/useTemplateOptions.ts';
import { HistoryTable } from './HistoryTable.tsx';

const c = t.validation.history;
const PER_PAGE = 10;
const statusOptions = validationStatuses.map((value) => ({ value, label: t.validation.statuses[value] }));
const overallOptions = overallVerdicts.map((value) => ({ value, label: t.validation.overall[value] }));
const isStatus = (value: string | null): value is ValidationStatus =>
  validationStatuses.some((status) => status === value);
const isOverall = (value: string | null): value is OverallVerdict =>
  overallVerdicts.some((overall) => overall === value);

/** GET validation/history with search, status, verdict and template filters, paginated. */
export function ValidationHistory() {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<ValidationStatus | null>(null);
  const [overall, setOverall] = useState<OverallVerdict | null>(null);
  const [template, setTemplate] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const templates = useTemplateOptions();
  const canWrite = useCanValidate();
  const history = useValidationHistory({
    page,
    per_page: PER_PAGE,
    search: settled || undefined,
    status: status ?? undefined,
    overall: overall ?? undefined,
    template_id: template ?? undefined,
  });
  const rows = history.data?.data ?? [];
  const filtered = Boolean(settled || status || overall || template);
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const clear = () => {
    setSearch('');
    setStatus(null);
    setOverall(null);
    setTemplate(null);
    setPage(1);
  };
  return (
    <Stack gap="md">
      <Group wrap="wrap" align="flex-end">
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
          data-testid="history-status"
        />
        <Select
          w={180}
          aria-label={c.overall}
          placeholder={c.allOverall}
          data={overallOptions}
          value={overall}
          onChange={(value) => reset(setOverall)(isOverall(value) ? value : null)}
          clearable
        />
        <Select
          w={220}
          aria-label={c.template}
          placeholder={c.allTemplates}
          data={templates}
          value={template}
          onChange={reset(setTemplate)}
          clearable
          searchable
        />
        {filtered && (
          <Button variant="subtle" onClick={clear}>
            {c.clear}
          </Button>
        )}
      </Group>
      <QueryState query={history} empty={rows.length === 0 ? (filtered ? c.noResults : c.empty) : null} />
      {history.data && rows.length === 0 && !filtered && canWrite && (
        <Group>
          <Button component={Link} to={paths.validation} variant="light" leftSection={<IconPlus size={16} />}>
            {t.validation.home.start}
          </Button>
        </Group>
      )}
      {rows.length > 0 && <HistoryTable rows={rows} />}
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" data-testid="history-total">
          {history.data ? c.total(history.data.meta.total) : ''}
        </Text>
        {history.data && history.data.meta.total_pages > 1 && (
          <Pagination total={history.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        )}
      </Group>
    </Stack>
  );
}
