import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import type { LabelResult, Reading } from '@vd/contract';
import { t } from '../../../i18n/id.ts';
import { EvidenceThumb } from './EvidenceThumb.tsx';
import { rowKey } from './keys.ts';
import { ConfidenceBadge } from './LabelPages.tsx';

const c = t.validation.result;

type Props = {
  label: LabelResult;
  reading: Reading;
  canWrite: boolean;
  onEvidence: (reading: Reading) => void;
  onCorrect: (reading: Reading) => void;
};

/** Whether a reading is the reference, equal to it, or different. */
function Comparison({ label, reading }: { label: LabelResult; reading: Reading }) {
  if (label.reference_document_id === reading.document_id)
    return (
      <Badge size="xs" variant="outline" color="gray">
        {c.reference}
      </Badge>
    );
  if (reading.equal === null) return null;
  return (
    <Badge size="xs" variant="light" color={reading.equal ? 'green' : 'red'}>
      {reading.equal ? c.equal : c.different}
    </Badge>
  );
}

/** A person's correction (a value typed) or confirmation (the text read, sent back unchanged). */
function Settled({ reading }: { reading: Reading }) {
  if (!reading.corrected) return null;
  const confirmed = reading.original_text !== null && reading.original_text === reading.text;
  return (
    <Badge size="xs" variant="light" color={confirmed ? 'teal' : 'violet'}>
      {confirmed ? c.confirmed : c.corrected}
    </Badge>
  );
}

/**
 * One label's value in one document: the value shown, the evidence crop, the comparison, "Koreksi"
 * ("Periksa" for a value read with low confidence, marked with its confidence).
 */
export function ReadingCell({ label, reading, canWrite, onEvidence, onCorrect }: Props) {
  const key = `${rowKey(label)}-${reading.document_type_code}`;
  const empty = reading.value === null && reading.text === '';
  const confidence = t.validation.evidence.confidence(reading.confidence);
  return (
    <Stack
      gap={4}
      data-testid={`reading-${key}`}
      data-reading-id={reading.id}
      data-review={reading.review}
      miw={130}
    >
      <EvidenceThumb
        url={reading.evidence_url}
        label={c.evidenceFor(label.label_name, reading.document_type_name)}
        onOpen={() => onEvidence(reading)}
        testId={`evidence-${key}`}
        flagged={reading.review}
      />
      {reading.review && (
        <Badge
          size="xs"
          variant="light"
          color="yellow"
          leftSection={<IconAlertTriangle size={11} />}
          data-testid={`flag-${key}`}
          title={c.flagged}
          aria-label={`${c.flagged}: ${confidence}`}
          style={{ alignSelf: 'flex-start' }}
        >
          {confidence}
        </Badge>
      )}
      {/* Read by OCR: how sure, as a colour and a number (a digital text layer is certain). */}
      {!reading.review && !empty && reading.confidence < 0.995 && (
        <Box style={{ alignSelf: 'flex-start' }}>
          <ConfidenceBadge reading={reading} testId={`confidence-${key}`} />
        </Box>
      )}
      <Text
        fz="sm"
        fw={500}
        c={empty ? 'dimmed' : undefined}
        data-testid={`value-${key}`}
        style={{ wordBreak: 'break-word' }}
      >
        {empty ? c.noValue : reading.display || reading.text}
      </Text>
      {reading.reason && (
        <Text fz="xs" c="dimmed">
          {reading.reason}
        </Text>
      )}
      <Group gap={4} wrap="wrap">
        <Comparison label={label} reading={reading} />
        <Settled reading={reading} />
        {canWrite && (
          <Button
            variant={reading.review ? 'filled' : 'subtle'}
            color={reading.review ? 'yellow' : undefined}
            autoContrast={reading.review}
            size="compact-xs"
            leftSection={<IconPencil size={12} />}
            onClick={() => onCorrect(reading)}
            aria-label={
              reading.review
                ? c.checkFor(label.label_name, reading.document_type_name)
                : c.correctFor(label.label_name, reading.document_type_name)
            }
            data-testid={`correct-${key}`}
          >
            {reading.review ? c.check : c.correct}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
