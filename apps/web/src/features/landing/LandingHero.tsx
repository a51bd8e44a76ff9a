import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { ResultPreview } from './ResultPreview.tsx';

export function LandingHero() {
  return (
    <Container size="lg" py={{ base: 40, md: 80 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Badge variant="light" size="lg" radius="sm" w="fit-content">
            {t.landing.eyebrow}
          </Badge>
          <Title order={1} fz={{ base: 32, md: 44 }} lh={1.15}>
            {t.landing.heroTitle}
          </Title>
          <Text fz="lg" c="dimmed">
            {t.landing.heroText}
          </Text>
          <Group>
            <Button
              component={Link}
              to={paths.register}
              size="lg"
              rightSection={<IconArrowRight size={18} />}
            >
              {t.landing.ctaRegister}
            </Button>
            <Button component={Link} to={paths.login} size="lg" variant="default">
              {t.landing.ctaLogin}
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            {t.landing.trialNote}
          </Text>
        </Stack>
        <Group justify="center">
          <ResultPreview />
        </Group>
      </SimpleGrid>
    </Container>
  );
}
