import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

export function LandingFooter() {
  return (
    <Container size="lg" py={56}>
      <Paper p={{ base: 'lg', md: 48 }} bg="green.8" radius="lg" mb={48}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} c="white" fz={28}>
            {t.landing.closingTitle}
          </Title>
          <Text c="green.0">{t.landing.closingText}</Text>
          <Button component={Link} to={paths.register} size="lg" variant="white">
            {t.landing.ctaRegister}
          </Button>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {t.app.copyright(new Date().getFullYear())}
        </Text>
        <Group gap="lg">
          <Anchor component={Link} to={paths.toc} fz="sm" c="dimmed">
            {t.common.terms}
          </Anchor>
          <Anchor component={Link} to={paths.privacy} fz="sm" c="dimmed">
            {t.common.privacy}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
