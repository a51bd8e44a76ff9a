import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is narrower than the `sm` breakpoint (a phone), matching Mantine's
 * `hiddenFrom="sm"`. Read on the first render, so a phone never flashes the desktop layout.
 */
export function useNarrowScreen(): boolean {
  const theme = useMantineTheme();
  const below = em(Number(px(theme.breakpoints.sm)) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}
