import { Stack, Text, Title } from '@mantine/core';

/** Title and one line of context at the top of an admin page. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4} mb="xl">
      <Title order={1} fz={26}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
