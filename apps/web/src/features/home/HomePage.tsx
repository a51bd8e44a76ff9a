import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconFilePlus, IconUsers } from '@tabler/icons-react';
import { can } from '@vd/contract';
import { useActor } from '../../api/permissions.ts';
import { useMe } from '../../api/profile.ts';
import { isInternal } from '../../api/session.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';
import { BalanceCard } from '../billing/BalanceCard.tsx';
import { InternalHome } from '../internal/InternalHome.tsx';
import { OnboardingCard } from '../onboarding/OnboardingCard.tsx';
import { NextStepCard } from './NextStepCard.tsx';
import { RecentValidations } from './RecentValidations.tsx';
import { VerdictChart } from './VerdictChart.tsx';

const steps = [
  { icon: IconFilePlus, to: paths.createTemplate, permission: 'templates.manage' },
  { icon: IconChecklist, to: paths.validation, permission: 'validation.run' },
  { icon: IconUsers, to: paths.settings, permission: 'users.manage' },
] as const;

/**
 * /admin/homepage: greeting, onboarding, slot balance, what to do next, the latest validations and
 * 30 days of verdicts; for internal staff, the list of companies.
 */
export function HomePage() {
  const me = useMe();
  const actor = useActor();
  if (isInternal() || me.data?.internal) return <InternalHome />;
  // Only the next steps the role can take (a member neither creates templates nor invites).
  const cards = t.home.cards
    .map((card, index) => ({ card, step: steps[index] ?? steps[0] }))
    .filter(({ step }) => actor !== null && can(actor, step.permission));
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
          {cards.map(({ card, step }) => (
            <NextStepCard
              key={card.title}
              icon={step.icon}
              to={step.to}
              title={card.title}
              text={card.text}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <RecentValidations />
        <VerdictChart />
      </SimpleGrid>
    </Stack>
  );
}
