import { Box } from '@mantine/core';
import { LandingFeatures } from './LandingFeatures.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { LandingHero } from './LandingHero.tsx';
import { LandingSteps } from './LandingSteps.tsx';

/** `/`: what the product does, with calls to register and sign in. */
export function LandingPage() {
  return (
    <Box component="main">
      <LandingHeader />
      <LandingHero />
      <LandingFeatures />
      <LandingSteps />
      <LandingFooter />
    </Box>
  );
}
