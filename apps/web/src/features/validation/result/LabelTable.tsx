import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { LabelResult, Reading, ValidationDocument } from '@vd/contract';
import { t } from '../../../i18n/id.ts';
import { VerdictBadge } from '../badges.tsx';
import { rowKey } from './keys.ts';
import { ReadingCell } from './ReadingCell.tsx';

const c = t.validation.result;

type Props = {
  labels: LabelResult[];
  documents: ValidationDocument[];
  canWrite: boolean;
  onEvidence: (label: LabelResult, reading: Reading) => void;
  onCorrect: (label: LabelResult, reading: Reading) => void;
};

/** One row per label (and per table row of a grouped label), one column per document. */
export function LabelTable({ labels, documents, canWrite, onEvidence, onCorrect }: Props) {
  return (
    <Table.ScrollContainer minWidth={350 + documents.length * 160}>
      <Table verticalSpacing="sm" striped="even" data-testid="result-table" style={{ verticalAlign: 'top' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={160}>{c.columns.label}</Table.Th>
            <Table.Th miw={190}>{c.columns.verdict}</Table.Th>
            {documents.map((doc) => (
              <Table.Th key={doc.id} miw={140} data-testid={`document-column-${doc.document_type_code}`}>
                <Group gap={4} wrap="nowrap">
                  <Text fz="sm" fw={600}>
                    {doc.document_type_name}
                  </Text>
                  {doc.is_master && (
                    <Badge size="xs" variant="light">
                      {c.reference}
                    </Badge>
                  )}
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labels.map((label) => {
            const key = rowKey(label);
            return (
              <Table.Tr key={key} data-testid={`label-row-${key}`} data-verdict={label.verdict}>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Text fz="sm" fw={600}>
                        {label.label_name}
                      </Text>
                      {label.is_master && (
                        <Tooltip label={c.masterLabelHint}>
                          <Badge size="xs" color="green" variant="filled" data-testid={`master-${key}`}>
                            {c.masterLabel}
                          </Badge>
                        </Tooltip>
                      )}
                    </Group>
                    <Text fz="xs" c="dimmed">
                      {[label.row > 0 ? c.row(label.row) : null, t.validation.logicSummary(label.logic)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <VerdictBadge verdict={label.verdict} data-testid={`verdict-${key}`} />
                    <Text fz="xs" c="dimmed" data-testid={`reason-${key}`}>
                      {label.reason}
                    </Text>
                  </Stack>
                </Table.Td>
                {documents.map((doc) => {
                  const readings = label.readings.filter((reading) => reading.document_id === doc.id);
                  return (
                    <Table.Td key={doc.id}>
                      {readings.length === 0 ? (
                        <Text c="dimmed">{c.noReading}</Text>
                      ) : (
                        <Stack gap="sm">
                          {readings.map((reading) => (
                            <ReadingCell
                              key={reading.id}
                              label={label}
                              reading={reading}
                              canWrite={canWrite}
                              onEvidence={(item) => onEvidence(label, item)}
                              onCorrect={(item) => onCorrect(label, item)}
                            />
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
