import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { Template, TemplateStatus } from '@vd/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useIsManager } from '../../api/profile.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { builderPath } from './builder-path.ts';
import { DuplicateTemplateDialog } from './DuplicateTemplateDialog.tsx';

const c = t.templates.library;
export const statusColors: Record<TemplateStatus, string> = {
  draft: 'yellow',
  active: 'green',
  archived: 'gray',
};

/**
 * The rows of the library: name (opens the builder), document types, labels, status, last change,
 * and for managers "Duplikat" (a copy under a new name).
 */
export function TemplateTable({ templates }: { templates: Template[] }) {
  const manager = useIsManager();
  const [copying, setCopying] = useState<Template | null>(null);
  return (
    <Table.ScrollContainer minWidth={manager ? 820 : 720}>
      <Table verticalSpacing="sm" data-testid="template-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.types}</Table.Th>
            <Table.Th>{c.columns.labels}</Table.Th>
            <Table.Th>{c.columns.status}</Table.Th>
            <Table.Th>{c.columns.updated}</Table.Th>
            {manager && <Table.Th>{c.actions}</Table.Th>}
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
              {manager && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconCopy size={14} />}
                    aria-label={c.duplicateOf(template.name)}
                    onClick={() => setCopying(template)}
                  >
                    {c.duplicate}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DuplicateTemplateDialog template={copying} onClose={() => setCopying(null)} />
    </Table.ScrollContainer>
  );
}
