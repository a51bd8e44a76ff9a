import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { t } from '../../i18n/id.ts';
import { type DraftTerm, emptyTerm } from './rule-draft.ts';
import { type Option, TermRow } from './TermRow.tsx';

type Props = {
  title: string;
  terms: DraftTerm[];
  labels: Option[];
  documentTypes: Option[];
  /** Error per term index. */
  errors: Record<number, string>;
  onChange: (terms: DraftTerm[]) => void;
};

/** One side of a rule: terms added up (or subtracted), e.g. Total - Freight - Asuransi. */
export function SideEditor({ title, terms, labels, documentTypes, errors, onChange }: Props) {
  return (
    <Stack gap={6} data-testid={`rule-side-${title}`}>
      <Text fz="sm" fw={500}>
        {title}
      </Text>
      {terms.map((term, index) => (
        <TermRow
          key={term.key}
          term={term}
          labels={labels}
          documentTypes={documentTypes}
          error={errors[index] ?? null}
          removable={terms.length > 1}
          onChange={(next) => onChange(terms.map((other, i) => (i === index ? next : other)))}
          onRemove={() => onChange(terms.filter((_, i) => i !== index))}
        />
      ))}
      {terms.length < 10 && (
        <Button
          size="xs"
          variant="subtle"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...terms, emptyTerm()])}
        >
          {t.validationLogic.term.add}
        </Button>
      )}
    </Stack>
  );
}
