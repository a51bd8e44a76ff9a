import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconFilePlus, IconUsers } from '@tabler/icons-react';
import { isInternal } from '../../api/session.ts';
import { useMe } from '../../api/user.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { InternalHome } from '../internal/InternalHome.tsx';
import { OnboardingCard } from '../onboarding/OnboardingCard.tsx';
import { BalanceCard } from '../wallet/BalanceCard.tsx';
import { NextStepCard } from './NextStepCard.tsx';
import { RecentValidations } from './RecentValidations.tsx';
import { VerdictChart } from './VerdictChart.tsx';

const steps = [
  { icon: IconFilePlus, to: paths.createTemplate },
  { icon: IconChecklist, to: paths.validation },
  { icon: IconUsers, to: paths.settings },
] as const;

/**
 * /admin/homepage: greeting, onboarding, slot balance, what to do next, the latest validations and
 * 30 days of verdicts; for internal staff, the list of companies.
 */
export function HomePage() {
  const me = useMe();
  if (isInternal() || me.data?.internal) return <InternalHome />;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        {me.data ? (
          <Title order={1} fz={26}>
            {t.home.greeting(me.data.first_name)}
          </Title>
        ) : (
          <Skeleton h={32} w={320} />
        )}
        <Text c="dimmed">{t.home.subtitle}</Text>
      </Stack>
      <OnboardingCard />
      <BalanceCard withLink />
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t.home.nextTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {t.home.cards.map((card, index) => {
            const step = steps[index] ?? steps[0];
            return (
              <NextStepCard
                key={card.title}
                icon={step.icon}
                to={step.to}
                title={card.title}
                text={card.text}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <RecentValidations />
        <VerdictChart />
      </SimpleGrid>
    </Stack>
  );
}
