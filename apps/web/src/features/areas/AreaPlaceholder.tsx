import { Badge, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import type { AreaKey } from '../shell/nav-items.ts';

/** An area that is not built yet: says honestly what it will do. */
export function AreaPlaceholder({ area, icon: AreaIcon }: { area: AreaKey; icon: Icon }) {
  const { label, description } = t.areas[area];
  return (
    <Stack gap="xl">
      <Title order={1} fz={26}>
        {label}
      </Title>
      <Paper withBorder p={{ base: 'lg', md: 56 }}>
        <Stack align="center" ta="center" gap="md" maw={520} mx="auto">
          <ThemeIcon size={72} radius="xl" variant="light">
            <AreaIcon size={36} stroke={1.6} />
          </ThemeIcon>
          <Badge variant="light" color="gray">
            {t.areas.comingSoon}
          </Badge>
          <Text fz="lg" fw={500}>
            {description}
          </Text>
          <Text c="dimmed" fz="sm">
            {t.areas.comingSoonHint}
          </Text>
          <Button component={Link} to={paths.home} variant="light">
            {t.areas.toHome}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
