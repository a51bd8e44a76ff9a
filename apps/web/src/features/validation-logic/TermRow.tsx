import { ActionIcon, Checkbox, Group, NumberInput, SegmentedControl, Select } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { t } from '../../i18n/id.ts';
import type { DraftTerm } from './rule-draft.ts';

export type Option = { value: string; label: string };

type Props = {
  term: DraftTerm;
  labels: Option[];
  documentTypes: Option[];
  error: string | null;
  removable: boolean;
  onChange: (term: DraftTerm) => void;
  onRemove: () => void;
};

/** One term of a side: a label (on the reference or one document type, or the sum of its rows) or a number. */
export function TermRow({ term, labels, documentTypes, error, removable, onChange, onRemove }: Props) {
  const c = t.validationLogic.term;
  const set = (part: Partial<DraftTerm>) => onChange({ ...term, ...part });
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid="rule-term">
      <SegmentedControl
        size="xs"
        mt={4}
        aria-label={c.sign}
        data={['+', '-']}
        value={term.sign}
        onChange={(value) => set({ sign: value === '-' ? '-' : '+' })}
      />
      <SegmentedControl
        size="xs"
        mt={4}
        aria-label={c.kind}
        data={[
          { value: 'label', label: c.kindLabel },
          { value: 'value', label: c.kindValue },
        ]}
        value={term.kind}
        onChange={(value) => set({ kind: value === 'value' ? 'value' : 'label' })}
      />
      {term.kind === 'label' ? (
        <>
          <Select
            w={220}
            aria-label={c.label}
            placeholder={c.labelPlaceholder}
            data={labels}
            value={term.labelId}
            onChange={(value) => set({ labelId: value })}
            error={error}
            searchable
            nothingFoundMessage={c.labelPlaceholder}
          />
          <Select
            w={190}
            aria-label={c.document}
            data={[{ value: '', label: c.documentAny }, ...documentTypes]}
            value={term.documentTypeId ?? ''}
            onChange={(value) => set({ documentTypeId: value || null })}
            allowDeselect={false}
          />
          <Checkbox
            mt={8}
            label={c.sum}
            checked={term.sum}
            onChange={(event) => set({ sum: event.currentTarget.checked })}
          />
        </>
      ) : (
        <NumberInput
          w={160}
          aria-label={c.value}
          decimalSeparator=","
          value={term.value}
          onChange={(value) => set({ value })}
          error={error}
        />
      )}
      {removable && (
        <ActionIcon variant="subtle" color="gray" mt={4} aria-label={c.remove} onClick={onRemove}>
          <IconX size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
