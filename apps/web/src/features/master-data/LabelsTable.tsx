import { Anchor, Badge, Checkbox, Switch, Table, Text } from '@mantine/core';
import type { DocumentLabel } from '@vd/contract';
import { t } from '../../i18n/id.ts';

type Props = {
  labels: DocumentLabel[];
  editable: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (id: string) => void;
  onToggleActive: (label: DocumentLabel, active: boolean) => void;
};

/** One page of document labels: data type, logic, active switch, master flag and alias count. */
export function LabelsTable({ labels, editable, selected, onSelect, onOpen, onToggleActive }: Props) {
  const c = t.masterData.labels;
  const ids = labels.map((label) => label.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const someSelected = ids.some((id) => selected.includes(id));
  const toggle = (id: string, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="labels-table">
        <Table.Thead>
          <Table.Tr>
            {editable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={c.selectAll}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={(event) => onSelect(event.currentTarget.checked ? ids : [])}
                />
              </Table.Th>
            )}
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.dataType}</Table.Th>
            <Table.Th>{c.columns.logic}</Table.Th>
            <Table.Th>{c.columns.aliases}</Table.Th>
            <Table.Th>{c.columns.master}</Table.Th>
            <Table.Th>{c.columns.active}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labels.map((label) => (
            <Table.Tr key={label.id} data-testid="label-row">
              {editable && (
                <Table.Td>
                  <Checkbox
                    aria-label={c.select(label.name)}
                    checked={selected.includes(label.id)}
                    onChange={(event) => toggle(label.id, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component="button" fz="sm" fw={500} onClick={() => onOpen(label.id)}>
                  {label.name}
                </Anchor>
                {label.source === 'additional' && (
                  <Badge size="xs" variant="outline" color="gray" ml={8}>
                    {c.ownBadge}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{t.masterData.dataTypes[label.data_type]}</Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed" lineClamp={1}>
                  {t.masterData.logic.names[label.validation_logic.logic]}
                </Text>
              </Table.Td>
              <Table.Td>{label.aliases.length}</Table.Td>
              <Table.Td>
                {label.is_master && (
                  <Badge size="sm" variant="light">
                    {c.masterBadge}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={c.toggleActive(label.name)}
                  checked={label.active}
                  disabled={!editable}
                  onChange={(event) => onToggleActive(label, event.currentTarget.checked)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
