import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type AuditFilters, type OverallVerdict, overallVerdicts } from '@vd/contract';
import { useState } from 'react';
import { DayRangeInputs, dayRangeIsValid, withoutEmpty } from '../../components/DayRangeInputs.tsx';
import { t } from '../../i18n/id.ts';
import { useTemplateOptions } from '../validation/useTemplateOptions.ts';

const c = t.validation.query;
const statusOptions = overallVerdicts.map((value) => ({ value, label: t.validation.overall[value] }));
const isOverall = (value: string | null): value is OverallVerdict =>
  overallVerdicts.some((overall) => overall === value);

/** The filters as sent: typing settles first, and an impossible date range keeps the last good ones. */
export function useAppliedFilters(filters: AuditFilters): AuditFilters {
  const [settled] = useDebouncedValue(filters, 300);
  const [applied, setApplied] = useState(settled);
  if (settled !== applied && dayRangeIsValid(settled)) setApplied(settled);
  return applied;
}

export const isFiltered = (f: AuditFilters) =>
  Object.values(f).some((value) => value !== undefined && value !== '');

type Props = { value: AuditFilters; onChange: (next: AuditFilters) => void };

/** Search, nomor aju, date range, verdict and template of the query list and its exports. */
export function QueryFilters({ value, onChange }: Props) {
  const templates = useTemplateOptions();
  const set = (part: Partial<AuditFilters>) => onChange({ ...value, ...part });
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <TextInput
        flex={1}
        miw={220}
        label={c.search}
        leftSection={<IconSearch size={16} />}
        value={value.search ?? ''}
        onChange={(event) => set({ search: event.currentTarget.value || undefined })}
        data-testid="query-search"
      />
      <TextInput
        w={200}
        label={c.aju}
        placeholder={c.ajuPlaceholder}
        value={value.aju ?? ''}
        onChange={(event) => set({ aju: event.currentTarget.value || undefined })}
        data-testid="query-aju"
      />
      <DayRangeInputs value={value} onChange={(part) => set(withoutEmpty(part))} />
      <Select
        w={170}
        label={c.status}
        placeholder={c.allStatuses}
        data={statusOptions}
        value={value.status ?? null}
        onChange={(status) => set({ status: isOverall(status) ? status : undefined })}
        clearable
      />
      <Select
        w={220}
        label={c.template}
        placeholder={c.allTemplates}
        data={templates}
        value={value.template_id ?? null}
        onChange={(id) => set({ template_id: id ?? undefined })}
        clearable
        searchable
      />
      {isFiltered(value) && (
        <Button variant="subtle" mt={25} onClick={() => onChange({})}>
          {c.clear}
        </Button>
      )}
    </Group>
  );
}
