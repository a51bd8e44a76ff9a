import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

/** /toc and /privacy: short, real texts for a document-processing service. */
export function LegalPage({ document }: { document: 'toc' | 'privacy' }) {
  const text = t.legal[document];
  return (
    <Box py="xl">
      <Container size="md">
        <Stack gap="xl">
          <BrandLogo />
          <Paper withBorder p={{ base: 'lg', md: 48 }}>
            <Title order={1} fz={30} mb={4}>
              {text.title}
            </Title>
            <Text c="dimmed" fz="sm" mb="xl">
              {t.legal.updated}
            </Text>
            <Text mb="xl">{text.intro}</Text>
            <Stack gap="lg">
              {text.sections.map((section) => (
                <Box key={section.heading}>
                  <Title order={2} fz="lg" mb={6}>
                    {section.heading}
                  </Title>
                  <Text c="gray.8" lh={1.7}>
                    {section.body}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Paper>
          <Anchor component={Link} to={paths.landing} fz="sm">
            {t.legal.backHome}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}
