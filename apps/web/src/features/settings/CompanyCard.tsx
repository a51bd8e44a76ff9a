import { Badge, Group, Paper, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useMe } from '../../api/profile.ts';
import { t } from '../../i18n/id.ts';

export function CompanyCard() {
  const me = useMe();
  return (
    <Paper withBorder p="lg">
      <Title order={2} fz="lg" mb="md">
        {t.settings.companyTitle}
      </Title>
      {me.data ? (
        <Group gap="md">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconBuilding size={24} stroke={1.7} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{me.data.company?.name ?? t.internal.title}</Text>
            <Badge variant="light" size="sm">
              {t.shell.roles[me.data.role]}
            </Badge>
          </div>
        </Group>
      ) : (
        <Skeleton h={44} />
      )}
    </Paper>
  );
}
