import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { Template, TemplateStatus } from '@vd/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { builderPath } from './builder-path.ts';

const c = t.templates.library;
export const statusColors: Record<TemplateStatus, string> = {
  draft: 'yellow',
  active: 'green',
  archived: 'gray',
};

/** The rows of the library: name (opens the builder), document types, labels, status, last change. */
export function TemplateTable({ templates }: { templates: Template[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" data-testid="template-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.types}</Table.Th>
            <Table.Th>{c.columns.labels}</Table.Th>
            <Table.Th>{c.columns.status}</Table.Th>
            <Table.Th>{c.columns.updated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id} data-testid="template-row">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={builderPath(template.id)}
                  fw={500}
                  aria-label={c.open(template.name)}
                >
                  {template.name}
                </Anchor>
                {template.description && (
                  <Text fz="xs" c="dimmed" lineClamp={1}>
                    {template.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{template.document_types.map((type) => type.name).join(', ')}</Text>
              </Table.Td>
              <Table.Td>{template.label_count}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={statusColors[template.status]}>
                  {t.templates.statuses[template.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatDateTime(template.updated_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
