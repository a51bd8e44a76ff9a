import { Box, Flex, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../i18n/id.ts';
import { BrandLogo } from './BrandLogo.tsx';

type Props = { title?: string; subtitle?: string; maxWidth?: number; children: ReactNode };

/** Signed-out screens: a brand panel on wide screens, the form card on the right. */
export function AuthLayout({ title, subtitle, maxWidth = 460, children }: Props) {
  return (
    <Flex mih="100vh">
      <Box
        visibleFrom="md"
        w="42%"
        p={48}
        style={{
          background:
            'linear-gradient(160deg, var(--mantine-color-green-9) 0%, var(--mantine-color-green-7) 55%, var(--mantine-color-teal-7) 100%)',
        }}
      >
        <Stack h="100%" justify="space-between">
          <BrandLogo inverted />
          <Stack gap="lg" maw={420}>
            <Title order={2} c="white" fz={30} lh={1.25}>
              {t.landing.heroTitle}
            </Title>
            <List
              spacing="sm"
              c="green.0"
              icon={
                <ThemeIcon size={22} radius="xl" variant="white">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {t.landing.features.slice(0, 3).map((feature) => (
                <List.Item key={feature.title}>{feature.title}</List.Item>
              ))}
            </List>
          </Stack>
          <Text c="green.1" fz="sm">
            {t.app.copyright(new Date().getFullYear())}
          </Text>
        </Stack>
      </Box>
      <Flex flex={1} direction="column" align="center" justify="center" p={{ base: 'md', sm: 48 }}>
        <Box hiddenFrom="md" mb="xl">
          <BrandLogo />
        </Box>
        <Paper w="100%" maw={maxWidth} p={{ base: 'lg', sm: 40 }} withBorder shadow="sm">
          {(title || subtitle) && (
            <Stack gap={6} mb="xl">
              {title && (
                <Title order={2} fz={24}>
                  {title}
                </Title>
              )}
              {subtitle && (
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
          )}
          {children}
        </Paper>
      </Flex>
    </Flex>
  );
}
