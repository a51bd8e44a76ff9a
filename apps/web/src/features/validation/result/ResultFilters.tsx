import { Box, Group, MultiSelect, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type LabelResult, type ValidationDocument, type Verdict, verdicts } from '@vd/contract';
import { useNarrowScreen } from '../../../components/useNarrowScreen.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.result;

export type Filter = {
  verdict: Verdict | null;
  documents: string[];
  search: string;
  /** Perlu Diperiksa rows before the others (the default), else in the documents' order. */
  reviewFirst: boolean;
};
export const noFilter: Filter = { verdict: null, documents: [], search: '', reviewFirst: true };

const isVerdict = (value: string): value is Verdict => verdicts.some((verdict) => verdict === value);

/** The labels the filter keeps, Perlu Diperiksa first unless the user turned it off (stable). */
export function applyFilter(labels: LabelResult[], filter: Filter): LabelResult[] {
  const search = filter.search.trim().toLowerCase();
  const kept = labels.filter(
    (label) =>
      (filter.verdict === null || label.verdict === filter.verdict) &&
      (search === '' || label.label_name.toLowerCase().includes(search)) &&
      (filter.documents.length === 0 ||
        label.readings.some((reading) => filter.documents.includes(reading.document_id))),
  );
  if (!filter.reviewFirst) return kept;
  return [
    ...kept.filter((label) => label.verdict === 'review'),
    ...kept.filter((label) => label.verdict !== 'review'),
  ];
}

type Props = {
  labels: LabelResult[];
  documents: ValidationDocument[];
  value: Filter;
  onChange: (next: Filter) => void;
};

/** On a phone the verdict choices wrap onto two rows instead of running off the card. */
const wrapped = {
  root: { display: 'flex', flexWrap: 'wrap' as const },
  control: { flex: '1 1 auto' },
};

/** Verdict (with counts), documents shown, a label search, and whether Perlu Diperiksa comes first. */
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
          label={c.reviewFirst}
          title={c.reviewFirstHint}
          checked={value.reviewFirst}
          onChange={(event) => onChange({ ...value, reviewFirst: event.currentTarget.checked })}
          data-testid="review-first"
        />
      </Group>
    </Stack>
  );
}
