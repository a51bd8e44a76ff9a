import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { t } from '../../i18n/id.ts';

export function LandingSteps() {
  return (
    <Box bg="white" py={56} style={{ borderBlock: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Title order={2} fz={28} ta="center" mb={40}>
          {t.landing.stepsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {t.landing.steps.map((step, index) => (
            <Stack key={step.title} gap="xs" align="center" ta="center">
              <ThemeIcon size={48} radius="xl">
                <Text fw={700} fz="lg">
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Text fw={600} fz="lg">
                {step.title}
              </Text>
              <Text c="dimmed" maw={300}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
