import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { t } from '../../i18n/id.ts';

/** An illustration of what a validation result looks like (labelled as an example). */
export function ResultPreview() {
  const { preview } = t.landing;
  return (
    <Paper withBorder shadow="md" p="lg" radius="lg" maw={420} w="100%">
      <Text fw={600}>{preview.title}</Text>
      <Text fz="xs" c="dimmed" mb="md">
        {preview.documents}
      </Text>
      <Stack gap="xs">
        {preview.rows.map((row) => (
          <Group key={row.label} justify="space-between" p="xs" bg="gray.0" style={{ borderRadius: 8 }}>
            <Group gap="sm">
              <ThemeIcon size={24} radius="xl" variant="light" color={row.ok ? 'green' : 'red'}>
                {row.ok ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />}
              </ThemeIcon>
              <Text fz="sm">{row.label}</Text>
            </Group>
            <Badge variant="light" color={row.ok ? 'green' : 'red'}>
              {row.status}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
