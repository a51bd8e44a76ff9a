import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { LabelPlacement, PlacementReading } from '@vd/contract';
import { t } from '../../../i18n/id.ts';
import { readValue, reviewReason } from './useLabelling.ts';

const c = t.templates.builder;

type Props = {
  placements: LabelPlacement[];
  readings: Map<string, PlacementReading>;
  selectedId: string | null;
  onSelect: (placement: LabelPlacement) => void;
  onDelete: (id: string) => void;
  checked: string[];
  onCheck: (ids: string[]) => void;
  editable: boolean;
};

/** Every rectangle of the document with the value read in it; ticked ones can become a group. */
export function PlacedList({
  placements,
  readings,
  selectedId,
  onSelect,
  onDelete,
  checked,
  onCheck,
  editable,
}: Props) {
  const toggle = (id: string, on: boolean) =>
    onCheck(on ? [...checked, id] : checked.filter((item) => item !== id));
  return (
    <Paper withBorder p="md">
      <Title order={3} fz="sm" mb="xs">
        {c.placedTitle} ({placements.length})
      </Title>
      {placements.length === 0 && (
        <Text fz="sm" c="dimmed">
          {c.placedEmpty}
        </Text>
      )}
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap={4} data-testid="placed-list">
          {placements.map((placement) => {
            const reading = readings.get(placement.id);
            const value = readValue(reading);
            const review = reviewReason(reading);
            return (
              <Group
                key={placement.id}
                gap="xs"
                wrap="nowrap"
                data-testid="placed-row"
                data-label={placement.label_name}
                data-review={review !== null}
                bg={placement.id === selectedId ? 'blue.0' : review !== null ? 'yellow.0' : undefined}
                px={4}
                style={{ borderRadius: 4 }}
              >
                {editable && (
                  <Checkbox
                    size="xs"
                    aria-label={c.groupSelect(placement.label_name)}
                    disabled={placement.label_group_id !== null}
                    checked={checked.includes(placement.id)}
                    onChange={(event) => toggle(placement.id, event.currentTarget.checked)}
                  />
                )}
                <UnstyledButton
                  flex={1}
                  miw={0}
                  onClick={() => onSelect(placement)}
                  aria-label={c.selectRect(placement.label_name)}
                >
                  <Text fz="sm" fw={500} truncate>
                    {placement.label_name}
                  </Text>
                  <Text
                    fz="xs"
                    c={value === null ? 'red' : 'dimmed'}
                    truncate
                    title={reading?.reason ?? undefined}
                  >
                    {c.page(placement.page)} ·{' '}
                    {value === undefined ? c.reading : (value ?? reading?.reason ?? c.nothingRead)}
                  </Text>
                  {review !== null && reading && (
                    <>
                      <Badge size="xs" color="yellow" variant="light" data-testid="placed-flag">
                        {c.flaggedConfidence(reading.confidence)}
                      </Badge>
                      <Text fz="xs" c="yellow.9" data-testid="placed-flag-reason">
                        {review}
                      </Text>
                    </>
                  )}
                </UnstyledButton>
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={c.deleteRect(placement.label_name)}
                    onClick={() => onDelete(placement.id)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
