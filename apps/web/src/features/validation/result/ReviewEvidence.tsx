import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { LabelResult, Reading } from '@vd/contract';
import { t } from '../../../i18n/id.ts';
import { EvidenceThumb } from './EvidenceThumb.tsx';
import { rowKey } from './keys.ts';

const c = t.validation.result;

type Props = {
  label: LabelResult;
  canWrite: boolean;
  onEvidence: (reading: Reading) => void;
  onCorrect: (reading: Reading) => void;
};

/**
 * The values a Perlu Diperiksa row asks a person to check: those read with low confidence, else
 * (values one misread of a scan apart, docs/review.md) every value not yet checked.
 */
const toCheck = (label: LabelResult): Reading[] => {
  const flagged = label.readings.filter((reading) => reading.review);
  return flagged.length > 0
    ? flagged
    : label.readings.filter((reading) => reading.value !== null && !reading.corrected);
};

/**
 * Under a Perlu Diperiksa row's reason: the crop of each value to check, large, with its document
 * and "Periksa" (the correction dialog, where it is confirmed or corrected).
 */
export function ReviewEvidence({ label, canWrite, onEvidence, onCorrect }: Props) {
  const flagged = toCheck(label);
  if (label.verdict !== 'review' || flagged.length === 0) return null;
  const key = rowKey(label);
  return (
    <Stack gap="xs" mt={4} data-testid={`review-evidence-${key}`}>
      {flagged.map((reading) => {
        const name = `${key}-${reading.document_type_code}`;
        return (
          <Stack key={reading.id} gap={4} align="flex-start">
            <EvidenceThumb
              url={reading.evidence_url}
              label={c.evidenceFor(label.label_name, reading.document_type_name)}
              onOpen={() => onEvidence(reading)}
              testId={`review-crop-${name}`}
              flagged
              large
            />
            <Group gap={6} wrap="wrap">
              <Text fz="xs" fw={600}>
                {reading.document_type_name}
              </Text>
              {canWrite && (
                <Button
                  size="compact-xs"
                  variant="filled"
                  color="yellow"
                  autoContrast
                  leftSection={<IconEye size={12} />}
                  onClick={() => onCorrect(reading)}
                  aria-label={c.checkFor(label.label_name, reading.document_type_name)}
                  data-testid={`review-check-${name}`}
                >
                  {c.check}
                </Button>
              )}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
