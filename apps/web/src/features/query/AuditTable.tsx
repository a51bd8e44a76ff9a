import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { Audit } from '@vd/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { OverallBadge } from '../validation/badges.tsx';
import { resultPath } from '../validation/validation-paths.ts';
import { AjuCell } from './AjuCell.tsx';

const c = t.validation.query;

type Props = { rows: Audit[]; editable: boolean; save: (auditId: string, aju: string) => Promise<unknown> };

/** Executed validations with their nomor aju (editable in place) and verdict. */
export function AuditTable({ rows, editable, save }: Props) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.executed}</Table.Th>
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.aju}</Table.Th>
            <Table.Th>{c.columns.result}</Table.Th>
            <Table.Th>{c.columns.by}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="audit-row" data-audit-id={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm">{formatDateTime(row.executed_at)}</Text>
              </Table.Td>
              <Table.Td maw={300}>
                <Anchor component={Link} to={resultPath(row.validation_id)} fw={600} fz="sm" lineClamp={2}>
                  {row.validation_name}
                </Anchor>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {row.template_names.join(', ')}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {row.document_types.join(' · ')}
                </Text>
                {row.documents_deleted_at && row.documents_deleted_reason && (
                  <Text fz="xs" c="orange.8" data-testid="audit-documents-deleted">
                    {t.savedStorage.auditMark(
                      row.documents_deleted_reason,
                      formatDateTime(row.documents_deleted_at),
                    )}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <AjuCell audit={row} editable={editable} save={save} />
              </Table.Td>
              <Table.Td>
                {row.overall ? (
                  <Stack gap={2} align="flex-start">
                    <OverallBadge overall={row.overall} size="sm" />
                    <Text fz="xs" c="dimmed">
                      {t.validation.history.counts(row)}
                    </Text>
                    {row.decisions.map((decision) => (
                      <Text key={decision} fz="xs" c="indigo.8" data-testid="audit-decision">
                        {t.validation.query.decision(decision)}
                      </Text>
                    ))}
                    {row.signed_off_by && row.signed_off_at && (
                      <Text fz="xs" c="teal.8" data-testid="audit-signed-off">
                        {t.validation.result.signedOff(row.signed_off_by, formatDateTime(row.signed_off_at))}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text fz="sm" c="dimmed">
                    {t.validation.statuses[row.status]}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{row.executed_by ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
