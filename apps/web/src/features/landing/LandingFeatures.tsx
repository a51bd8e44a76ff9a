import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileSearch, IconHistory, IconTemplate, IconWallet } from '@tabler/icons-react';
import { t } from '../../i18n/id.ts';

const icons = [IconTemplate, IconFileSearch, IconHistory, IconWallet];

export function LandingFeatures() {
  return (
    <Container size="lg" py={56}>
      <Title order={2} fz={28} ta="center" mb={40}>
        {t.landing.featuresTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {t.landing.features.map((feature, index) => {
          const Icon = icons[index] ?? IconTemplate;
          return (
            <Card key={feature.title} withBorder padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Text fw={600} mb={6}>
                {feature.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {feature.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
