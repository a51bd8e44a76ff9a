import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { useIsManager } from '../../api/profile.ts';
import { useSettings } from '../../api/settings.ts';
import { t } from '../../i18n/id.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import { CompanyProfileForm } from './CompanyProfileForm.tsx';
import { PreferencesForm } from './PreferencesForm.tsx';

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}

/** GET settings: the company profile and the preferences (editable by owners and admins). */
export function CompanySettings() {
  const c = t.companySettings;
  const settings = useSettings();
  const manager = useIsManager();
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" title={c.loadError}>
        {errorMessage(settings.error)}
      </Alert>
    );
  }
  const data = settings.data;
  const key = data?.updated_at ?? 'new';
  return (
    <>
      <Section title={c.profileTitle} text={manager ? c.profileText : c.readOnly}>
        {data ? (
          <CompanyProfileForm key={key} company={data.company} readOnly={!manager} />
        ) : (
          <Skeleton h={160} />
        )}
      </Section>
      <Section title={c.logoTitle} text={c.logoText}>
        {data ? <CompanyLogo logoUrl={data.company.logo_url} readOnly={!manager} /> : <Skeleton h={80} />}
      </Section>
      <Section title={c.preferencesTitle} text={c.preferencesText}>
        {data ? <PreferencesForm key={key} settings={data} readOnly={!manager} /> : <Skeleton h={160} />}
      </Section>
    </>
  );
}
