import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { ValidationHistoryItem } from '@vd/contract';
import { Link } from 'react-router';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { OverallBadge, StatusBadge } from '../validation/badges.tsx';
import { openPath } from '../validation/validation-paths.ts';

const c = t.validation.history;

type Row = ValidationHistoryItem;

/** The name, opening the result (completed) or the wizard (before), and who made it. */
function NameLink({ row }: { row: Row }) {
  return (
    <>
      <Anchor
        component={Link}
        to={openPath(row.id, row.status)}
        fw={600}
        fz="sm"
        aria-label={row.status === 'completed' ? c.openResult(row.name) : c.openWizard(row.name)}
        lineClamp={2}
      >
        {row.name}
      </Anchor>
      {row.created_by && (
        <Text fz="xs" c="dimmed">
          {c.by(row.created_by)}
        </Text>
      )}
    </>
  );
}

/** Badges are never cut short, however narrow their column. */
const whole = { flex: 'none', minWidth: 'max-content' } as const;

/** The overall verdict of a completed validation, else its status. */
function Outcome({ row, counts }: { row: Row; counts: boolean }) {
  if (!row.overall) return <StatusBadge status={row.status} size="sm" style={whole} />;
  return (
    <Stack gap={2} align="flex-start">
      <OverallBadge overall={row.overall} size="sm" style={whole} />
      {counts && (
        <Text fz="xs" c="dimmed">
          {c.counts(row)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Validations as rows. On a phone two columns only, so the result is never off-screen: the
 * validation with its templates, nomor aju and date, and the result.
 */
export function HistoryTable({ rows, compact = false }: { rows: Row[]; compact?: boolean }) {
  const narrow = useNarrowScreen();
  if (narrow) return <NarrowHistoryTable rows={rows} compact={compact} />;
  return (
    <Table.ScrollContainer minWidth={compact ? 560 : 960}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.name}</Table.Th>
            {!compact && <Table.Th>{c.columns.templates}</Table.Th>}
            <Table.Th ta="right">{c.columns.documents}</Table.Th>
            <Table.Th miw={compact ? undefined : 190}>{c.columns.result}</Table.Th>
            {!compact && <Table.Th>{c.columns.aju}</Table.Th>}
            <Table.Th>{c.columns.created}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="history-row" data-status={row.status}>
              <Table.Td miw={200} maw={300}>
                <NameLink row={row} />
                {compact && (
                  <Text fz="xs" c="dimmed" lineClamp={1}>
                    {row.template_names.join(', ')}
                  </Text>
                )}
              </Table.Td>
              {!compact && (
                <Table.Td maw={240}>
                  <Text fz="sm" lineClamp={2}>
                    {row.template_names.join(', ')}
                  </Text>
                </Table.Td>
              )}
              <Table.Td ta="right">{row.document_count}</Table.Td>
              <Table.Td>
                <Outcome row={row} counts={!compact} />
              </Table.Td>
              {!compact && (
                <Table.Td>
                  <Text fz="xs" ff="monospace">
                    {row.aju_number_display ?? '—'}
                  </Text>
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm">{formatDateTime(row.created_at)}</Text>
                {!compact && row.completed_at && (
                  <Text fz="xs" c="dimmed">
                    {c.columns.completed} {formatDateTime(row.completed_at)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NarrowHistoryTable({ rows, compact }: { rows: Row[]; compact: boolean }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="history-table" style={{ verticalAlign: 'top' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{c.columns.name}</Table.Th>
          <Table.Th w={1}>{c.columns.result}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="history-row" data-status={row.status}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <NameLink row={row} />
              <Text fz="xs" c="dimmed" lineClamp={2}>
                {row.template_names.join(', ')}
              </Text>
              {!compact && row.overall && (
                <Text fz="xs" c="dimmed">
                  {c.counts(row)}
                </Text>
              )}
              {!compact && row.aju_number_display && (
                <Text fz="xs" ff="monospace">
                  {row.aju_number_display}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {c.columns.created} {formatDateTime(row.created_at)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Outcome row={row} counts={false} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
