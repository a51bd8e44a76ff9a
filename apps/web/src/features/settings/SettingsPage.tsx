import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { RequireAccess } from '../../routes/RequireAccess.tsx';
import { MembersSection } from '../members/MembersSection.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { CompanySettings } from './CompanySettings.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';

/** /admin/settings: the company, its profile and preferences, the subscription and its users. */
export function SettingsPage() {
  return (
    <RequireAccess permission="company.read">
      <SettingsContent />
    </RequireAccess>
  );
}

function SettingsContent() {
  return (
    <Stack gap={0}>
      <PageHeader title={t.settings.title} subtitle={t.settings.subtitle} />
      <Stack gap="lg">
        <CompanyCard />
        <CompanySettings />
        <SubscriptionCard />
        <MembersSection />
      </Stack>
    </Stack>
  );
}
