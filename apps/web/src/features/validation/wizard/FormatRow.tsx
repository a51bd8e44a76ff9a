import { Badge, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { DateFormatOption, ShipmentDocument } from '@vd/contract';
import { t } from '../../../i18n/id.ts';

const c = t.validation.format;

export type NumberFormat = ShipmentDocument['number_format'];
export type FormatDraft = { date_format: string | null; number_format: NumberFormat };

const isNumberFormat = (value: string): value is NumberFormat =>
  value === 'id' || value === 'en' || value === 'auto';

type Props = {
  doc: ShipmentDocument;
  options: DateFormatOption[];
  draft: FormatDraft;
  editable: boolean;
  saving: boolean;
  onChange: (next: FormatDraft) => void;
};

/** One document's date format (with the detected one) and number writing. */
export function FormatRow({ doc, options, draft, editable, saving, onChange }: Props) {
  const code = doc.document_type_code;
  const data = options.map((option) => ({
    value: option.format,
    label: c.option(option.format, option.example),
  }));
  // A detected or stored format outside the offered list is still shown as it is.
  for (const extra of [doc.date_format, doc.detected_date_format]) {
    if (extra && !data.some((item) => item.value === extra)) data.push({ value: extra, label: extra });
  }
  return (
    <Group
      justify="space-between"
      align="flex-end"
      wrap="wrap"
      gap="md"
      py="md"
      data-testid={`format-row-${code}`}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} miw={200} flex={1}>
        <Group gap="xs">
          <Text fw={600}>{doc.document_type_name}</Text>
          <Badge
            variant="light"
            color={doc.date_format_confirmed ? 'green' : 'yellow'}
            size="sm"
            data-testid={`format-status-${code}`}
          >
            {doc.date_format_confirmed ? c.confirmed : c.unconfirmed}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed" truncate>
          {doc.file_name ?? doc.template_name}
        </Text>
        <Text
          fz="xs"
          c={doc.detected_date_format ? 'dimmed' : 'orange.8'}
          data-testid={`format-detected-${code}`}
        >
          {doc.detected_date_format ? c.detected(doc.detected_date_format) : c.notDetected}
        </Text>
      </Stack>
      <Select
        w={{ base: '100%', sm: 380 }}
        comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
        maxDropdownHeight={320}
        label={c.date}
        placeholder={c.datePlaceholder}
        data={data}
        value={draft.date_format}
        onChange={(value) => value && onChange({ ...draft, date_format: value })}
        allowDeselect={false}
        searchable
        disabled={!editable || saving}
        data-testid={`date-format-${code}`}
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {c.number}
        </Text>
        <SegmentedControl
          value={draft.number_format}
          onChange={(value) => isNumberFormat(value) && onChange({ ...draft, number_format: value })}
          data={c.numberOptions.map((option) => ({ ...option }))}
          disabled={!editable || saving}
          aria-label={c.number}
          data-testid={`number-format-${code}`}
        />
        <Text fz="xs" c="dimmed">
          {c.numberHint}
        </Text>
      </Stack>
    </Group>
  );
}
