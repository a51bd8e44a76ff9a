import { Badge, Box, Button, Group, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconFileSearch } from '@tabler/icons-react';
import type { LabelResult, Reading, ShipmentDocument } from '@vd/contract';
import { useNarrowScreen } from '../../../components/useNarrowScreen.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { VerdictBadge } from '../badges.tsx';
import { rowKey } from './keys.ts';
import { ReadingCell } from './ReadingCell.tsx';
import { ReviewEvidence } from './ReviewEvidence.tsx';

const c = t.validation.result;

type Props = {
  labels: LabelResult[];
  documents: ShipmentDocument[];
  canWrite: boolean;
  /** The row whose pages are shown (and that the keyboard walks from). */
  activeKey: string | null;
  onActivate: (label: LabelResult) => void;
  onEvidence: (label: LabelResult, reading: Reading) => void;
  onCorrect: (label: LabelResult, reading: Reading) => void;
  onAccept: (label: LabelResult) => void;
  onWithdrawDecision: (label: LabelResult) => void;
  /** On a phone: the row's pages, full screen. */
  onPages: (label: LabelResult) => void;
};

/** The row's colour: the one walked to, a value to check, or none. */
const rowBackground = (label: LabelResult, active: boolean) =>
  active ? 'blue.0' : label.verdict === 'review' ? 'yellow.0' : undefined;

/**
 * Under a row's reason: the decision that accepted its difference (with its withdrawal), or the
 * button that accepts it.
 */
function Decision({
  label,
  canWrite,
  onAccept,
  onWithdrawDecision,
}: Pick<Props, 'canWrite' | 'onAccept' | 'onWithdrawDecision'> & { label: LabelResult }) {
  const key = rowKey(label);
  if (label.decision) {
    const { reason, user_name, created_at } = label.decision;
    return (
      <Stack gap={2} align="flex-start" data-testid={`decision-${key}`}>
        <Text fz="xs" c="indigo.8" fw={500}>
          {c.decisionBy(reason, user_name, formatDateTime(created_at))}
        </Text>
        {canWrite && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            leftSection={<IconArrowBackUp size={12} />}
            onClick={() => onWithdrawDecision(label)}
            aria-label={c.withdrawDecisionFor(label.label_name)}
            data-testid={`withdraw-decision-${key}`}
          >
            {c.withdrawDecision}
          </Button>
        )}
      </Stack>
    );
  }
  if (label.verdict !== 'mismatch' || !canWrite) return null;
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="indigo"
      leftSection={<IconCheck size={12} />}
      onClick={() => onAccept(label)}
      aria-label={c.acceptFor(label.label_name)}
      data-testid={`accept-${key}`}
    >
      {c.accept}
    </Button>
  );
}

/** The label's name, its master badge, and its row and comparison rule. */
function LabelName({ label }: { label: LabelResult }) {
  const key = rowKey(label);
  return (
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
  );
}

/** What one document read for a label: its readings, or "not read". */
function Readings({
  label,
  doc,
  canWrite,
  onEvidence,
  onCorrect,
}: Pick<Props, 'canWrite' | 'onEvidence' | 'onCorrect'> & {
  label: LabelResult;
  doc: ShipmentDocument;
}) {
  const readings = label.readings.filter((reading) => reading.document_id === doc.id);
  if (readings.length === 0) return <Text c="dimmed">{c.noReading}</Text>;
  return (
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
  );
}

/**
 * One row per label (and per table row of a grouped label), one column per document. On a phone
 * each label is a block instead, its documents' values two by two under the verdict, so no value
 * is off-screen.
 */
export function LabelTable(props: Props) {
  const narrow = useNarrowScreen();
  return narrow ? <LabelList {...props} /> : <WideLabelTable {...props} />;
}

function LabelList({ labels, documents, activeKey, onActivate, ...actions }: Props) {
  return (
    <Stack gap={0} data-testid="result-table">
      {labels.map((label, index) => {
        const key = rowKey(label);
        const active = key === activeKey;
        const tinted = rowBackground(label, active);
        return (
          <Box
            key={key}
            py="md"
            data-testid={`label-row-${key}`}
            data-verdict={label.verdict}
            data-active={active}
            bg={tinted}
            px={tinted ? 'xs' : undefined}
            onClick={() => onActivate(label)}
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <LabelName label={label} />
              <VerdictBadge
                verdict={label.verdict}
                accepted={label.decision !== null}
                data-testid={`verdict-${key}`}
                style={{ flex: 'none' }}
              />
            </Group>
            <Text fz="xs" c="dimmed" mt={4} data-testid={`reason-${key}`}>
              {label.reason}
            </Text>
            <Group gap="xs" mt={6} wrap="wrap">
              <Decision label={label} {...actions} />
              <Button
                size="compact-xs"
                variant="default"
                leftSection={<IconFileSearch size={12} />}
                onClick={() => actions.onPages(label)}
                aria-label={c.pagesOpenFor(label.label_name)}
                data-testid={`pages-${key}`}
              >
                {c.pagesOpen}
              </Button>
            </Group>
            <ReviewEvidence
              label={label}
              canWrite={actions.canWrite}
              onEvidence={(reading) => actions.onEvidence(label, reading)}
              onCorrect={(reading) => actions.onCorrect(label, reading)}
            />
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="md" mt="sm">
              {documents.map((doc) => (
                <Stack key={doc.id} gap={4} miw={0}>
                  <DocumentHeading doc={doc} compact />
                  <Readings label={label} doc={doc} {...actions} />
                </Stack>
              ))}
            </SimpleGrid>
          </Box>
        );
      })}
    </Stack>
  );
}

/** A document's type name, marked when it is the reference (master) document. */
function DocumentHeading({ doc, compact = false }: { doc: ShipmentDocument; compact?: boolean }) {
  return (
    <Group gap={4} wrap={compact ? 'wrap' : 'nowrap'}>
      <Text fz={compact ? 'xs' : 'sm'} fw={600} c={compact ? 'dark.4' : undefined}>
        {doc.document_type_name}
      </Text>
      {doc.is_master && (
        <Badge size="xs" variant="light">
          {c.reference}
        </Badge>
      )}
    </Group>
  );
}

function WideLabelTable({
  labels,
  documents,
  canWrite,
  activeKey,
  onActivate,
  onEvidence,
  onCorrect,
  ...decide
}: Props) {
  return (
    <Table.ScrollContainer minWidth={350 + documents.length * 160}>
      <Table verticalSpacing="sm" striped="even" data-testid="result-table" style={{ verticalAlign: 'top' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={160}>{c.columns.label}</Table.Th>
            <Table.Th miw={190}>{c.columns.verdict}</Table.Th>
            {documents.map((doc) => (
              <Table.Th key={doc.id} miw={140} data-testid={`document-column-${doc.document_type_code}`}>
                <DocumentHeading doc={doc} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labels.map((label) => {
            const key = rowKey(label);
            return (
              <Table.Tr
                key={key}
                data-testid={`label-row-${key}`}
                data-verdict={label.verdict}
                data-active={key === activeKey}
                bg={rowBackground(label, key === activeKey)}
                onClick={() => onActivate(label)}
                style={{
                  cursor: 'pointer',
                  outline: key === activeKey ? '2px solid var(--mantine-color-blue-5)' : undefined,
                  outlineOffset: -2,
                }}
              >
                <Table.Td>
                  <LabelName label={label} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <VerdictBadge
                      verdict={label.verdict}
                      accepted={label.decision !== null}
                      data-testid={`verdict-${key}`}
                    />
                    <Text fz="xs" c="dimmed" data-testid={`reason-${key}`}>
                      {label.reason}
                    </Text>
                    <Decision
                      label={label}
                      canWrite={canWrite}
                      onAccept={decide.onAccept}
                      onWithdrawDecision={decide.onWithdrawDecision}
                    />
                    <ReviewEvidence
                      label={label}
                      canWrite={canWrite}
                      onEvidence={(reading) => onEvidence(label, reading)}
                      onCorrect={(reading) => onCorrect(label, reading)}
                    />
                  </Stack>
                </Table.Td>
                {documents.map((doc) => (
                  <Table.Td key={doc.id}>
                    <Readings
                      label={label}
                      doc={doc}
                      canWrite={canWrite}
                      onEvidence={onEvidence}
                      onCorrect={onCorrect}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
