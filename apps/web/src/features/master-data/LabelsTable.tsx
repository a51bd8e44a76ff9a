import { Anchor, Badge, Checkbox, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import type { DocumentLabel } from '@vd/contract';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { t } from '../../i18n/id.ts';

type Props = {
  labels: DocumentLabel[];
  editable: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (id: string) => void;
  onToggleActive: (label: DocumentLabel, active: boolean) => void;
};

/**
 * One page of document labels: data type, logic, active switch, master flag and alias count. On a
 * phone every label is a card with the same facts (a seven-column table does not fit 390 px).
 */
export function LabelsTable(props: Props) {
  return useNarrowScreen() ? <LabelCards {...props} /> : <LabelRows {...props} />;
}

function LabelCards({ labels, editable, selected, onSelect, onOpen, onToggleActive }: Props) {
  const c = t.masterData.labels;
  const toggle = (id: string, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <Stack gap="sm" data-testid="labels-table">
      {labels.map((label) => (
        <Paper key={label.id} withBorder radius="md" p="sm" data-testid="label-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
              {editable && (
                <Checkbox
                  mt={2}
                  aria-label={c.select(label.name)}
                  checked={selected.includes(label.id)}
                  onChange={(event) => toggle(label.id, event.currentTarget.checked)}
                />
              )}
              <Stack gap={2} miw={0}>
                <Anchor
                  component="button"
                  fz="sm"
                  fw={600}
                  ta="left"
                  onClick={() => onOpen(label.id)}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {label.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {t.masterData.dataTypes[label.data_type]} ·{' '}
                  {t.masterData.logic.names[label.validation_logic.logic]}
                </Text>
                <Group gap={6}>
                  <Text fz="xs" c="dimmed">
                    {c.columns.aliases}: {label.aliases.length}
                  </Text>
                  {label.is_master && (
                    <Badge size="xs" variant="light">
                      {c.masterBadge}
                    </Badge>
                  )}
                  {label.source === 'additional' && (
                    <Badge size="xs" variant="outline" color="gray">
                      {c.ownBadge}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
            <Switch
              aria-label={c.toggleActive(label.name)}
              checked={label.active}
              disabled={!editable}
              onChange={(event) => onToggleActive(label, event.currentTarget.checked)}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function LabelRows({ labels, editable, selected, onSelect, onOpen, onToggleActive }: Props) {
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
