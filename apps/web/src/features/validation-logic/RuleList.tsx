import { ActionIcon, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { LogicalValidation } from '@vd/contract';
import { t } from '../../i18n/id.ts';

type Props = {
  rules: LogicalValidation[];
  editable: boolean;
  onEdit: (rule: LogicalValidation) => void;
  onDelete: (rule: LogicalValidation) => void;
  onToggle: (rule: LogicalValidation, active: boolean) => void;
};

/** The company's rules: name, the rule in words (from the server), the failure message, status. */
export function RuleList({ rules, editable, onEdit, onDelete, onToggle }: Props) {
  const c = t.validationLogic;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="rules-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.rule}</Table.Th>
            <Table.Th>{c.columns.message}</Table.Th>
            <Table.Th>{c.columns.active}</Table.Th>
            {editable && <Table.Th aria-label={c.actions} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.id} data-testid="rule-row">
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {rule.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace" data-testid="rule-expression">
                  {rule.expression}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {rule.message ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={c.toggleActive(rule.name)}
                  checked={rule.active}
                  disabled={!editable}
                  onChange={(event) => onToggle(rule, event.currentTarget.checked)}
                />
              </Table.Td>
              {editable && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={c.edit}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${c.edit} ${rule.name}`}
                        onClick={() => onEdit(rule)}
                      >
                        <IconPencil size={17} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={c.delete}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${c.delete} ${rule.name}`}
                        onClick={() => onDelete(rule)}
                      >
                        <IconTrash size={17} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
