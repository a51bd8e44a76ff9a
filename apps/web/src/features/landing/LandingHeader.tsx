import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

export function LandingHeader() {
  return (
    <Container size="lg" py="md">
      <Group justify="space-between">
        <BrandLogo />
        <Group gap="sm">
          <Button component={Link} to={paths.login} variant="subtle">
            {t.landing.login}
          </Button>
          <Button component={Link} to={paths.register}>
            {t.landing.register}
          </Button>
        </Group>
      </Group>
    </Container>
  );
}
