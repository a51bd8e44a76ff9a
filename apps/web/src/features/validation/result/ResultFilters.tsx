import { Box, Group, MultiSelect, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  type LabelResult,
  problemVerdicts,
  type ShipmentDocument,
  type Verdict,
  verdicts,
} from '@vd/contract';
import { useNarrowScreen } from '../../../components/useNarrowScreen.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.result;

export type Filter = {
  verdict: Verdict | null;
  documents: string[];
  search: string;
  /** Problems before the rest (the default), else in the documents' order. */
  problemsFirst: boolean;
};
export const noFilter: Filter = { verdict: null, documents: [], search: '', problemsFirst: true };

const isVerdict = (value: string): value is Verdict => verdicts.some((verdict) => verdict === value);

/** A row a person acts on: a difference not yet accepted, a value to check, not found or not valid. */
export const isProblem = (label: LabelResult): boolean =>
  problemVerdicts.includes(label.verdict) && !(label.verdict === 'mismatch' && label.decision);

/**
 * Where a row stands when problems come first: Tidak Sesuai, Perlu Diperiksa, Tidak Ditemukan,
 * Format tidak valid (the contract's order), then accepted differences, then the rest.
 */
const rank = (label: LabelResult): number =>
  label.verdict === 'mismatch' && label.decision
    ? verdicts.length
    : verdicts.indexOf(label.verdict) + (isProblem(label) ? 0 : verdicts.length + 1);

/** The labels the filter keeps, problems first unless the user turned it off (stable). */
export function applyFilter(labels: LabelResult[], filter: Filter): LabelResult[] {
  const search = filter.search.trim().toLowerCase();
  const kept = labels.filter(
    (label) =>
      (filter.verdict === null || label.verdict === filter.verdict) &&
      (search === '' || label.label_name.toLowerCase().includes(search)) &&
      (filter.documents.length === 0 ||
        label.readings.some((reading) => filter.documents.includes(reading.document_id))),
  );
  if (!filter.problemsFirst) return kept;
  return kept
    .map((label, index) => ({ label, index }))
    .sort((a, b) => rank(a.label) - rank(b.label) || a.index - b.index)
    .map(({ label }) => label);
}

type Props = {
  labels: LabelResult[];
  documents: ShipmentDocument[];
  value: Filter;
  onChange: (next: Filter) => void;
};

/** On a phone the verdict choices wrap onto two rows instead of running off the card. */
const wrapped = {
  root: { display: 'flex', flexWrap: 'wrap' as const },
  control: { flex: '1 1 auto' },
};

/** Verdict (with counts), documents shown, a label search, and whether problems come first. */
export function ResultFilters({ labels, documents, value, onChange }: Props) {
  const narrow = useNarrowScreen();
  const count = (verdict: Verdict | null) =>
    formatNumber(labels.filter((label) => verdict === null || label.verdict === verdict).length);
  return (
    <Stack gap="sm">
      <Box style={{ overflowX: 'auto', alignSelf: 'flex-start', maxWidth: '100%' }}>
        <SegmentedControl
          aria-label={c.filterVerdict}
          value={value.verdict ?? 'all'}
          onChange={(next) => onChange({ ...value, verdict: isVerdict(next) ? next : null })}
          data={[
            { value: 'all', label: `${c.all} (${count(null)})` },
            ...verdicts.map((verdict) => ({
              value: verdict,
              label: `${t.validation.verdicts[verdict]} (${count(verdict)})`,
            })),
          ]}
          data-testid="filter-verdict"
          withItemsBorders={!narrow}
          styles={narrow ? wrapped : undefined}
        />
      </Box>
      <Group gap="md" wrap="wrap">
        <TextInput
          w={{ base: '100%', xs: 240 }}
          leftSection={<IconSearch size={16} />}
          placeholder={c.searchLabel}
          aria-label={c.searchLabel}
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        />
        <MultiSelect
          miw={{ base: '100%', xs: 260 }}
          maw={520}
          aria-label={c.filterDocuments}
          placeholder={value.documents.length ? undefined : c.filterDocumentsPlaceholder}
          data={documents.map((doc) => ({ value: doc.id, label: doc.document_type_name }))}
          value={value.documents}
          onChange={(next) => onChange({ ...value, documents: next })}
          clearable
          data-testid="filter-documents"
        />
        <Switch
          label={c.problemsFirst}
          title={c.problemsFirstHint}
          checked={value.problemsFirst}
          onChange={(event) => onChange({ ...value, problemsFirst: event.currentTarget.checked })}
          data-testid="problems-first"
        />
      </Group>
    </Stack>
  );
}
