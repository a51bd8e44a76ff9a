import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../i18n/id.ts';

type Props = {
  to?: string;
  inverted?: boolean;
  size?: 'sm' | 'md';
  /** Below the `sm` breakpoint show the short name only (the signed-in header on a phone). */
  compact?: boolean;
};

/** The product mark: a green document tick and the product name, on one line. */
export function BrandLogo({ to = '/', inverted = false, size = 'md', compact = false }: Props) {
  return (
    <Anchor component={Link} to={to} underline="never" aria-label={t.app.fullName} miw={0}>
      <Group gap={10} wrap="nowrap">
        <ThemeIcon size={size === 'md' ? 36 : 30} radius="md" variant={inverted ? 'white' : 'filled'}>
          <IconFileCheck size={size === 'md' ? 22 : 18} stroke={1.8} />
        </ThemeIcon>
        <Text
          fw={700}
          fz={size === 'md' ? 'lg' : 'md'}
          c={inverted ? 'white' : 'dark.8'}
          lh={1.1}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t.app.name}
          <Text
            span
            fw={500}
            c={inverted ? 'green.1' : 'green.7'}
            inherit
            visibleFrom={compact ? 'sm' : undefined}
          >
            {` ${t.app.nameSuffix}`}
          </Text>
        </Text>
      </Group>
    </Anchor>
  );
}
