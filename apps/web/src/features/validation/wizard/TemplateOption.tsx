import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Template } from '@vd/contract';
import { t } from '../../../i18n/id.ts';

const c = t.validation.pick;

type Props = {
  template: Template;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
};

/** A published template as a card to tick: name, description, its document types. */
export function TemplateOption({ template, checked, disabled, onChange }: Props) {
  return (
    <Checkbox.Card
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      radius="md"
      p="md"
      aria-label={c.select(template.name)}
      data-testid={`template-option-${template.name}`}
      style={{
        borderColor: checked ? 'var(--mantine-color-green-6)' : undefined,
        background: checked ? 'var(--mantine-color-green-0)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start">
        <Checkbox.Indicator mt={2} />
        <Stack gap={4} miw={0} flex={1}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {template.name}
            </Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {c.documents(template.document_types.length)} · {c.labels(template.label_count)}
            </Text>
          </Group>
          {template.description && (
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {template.description}
            </Text>
          )}
          <Group gap={6}>
            {template.document_types.map((type) => (
              <Badge key={type.id} variant="outline" color="gray" size="sm" tt="none">
                {type.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
    </Checkbox.Card>
  );
}
