import { Loader, SimpleGrid, Stack } from '@mantine/core';
import { useMe } from '../../api/profile.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { EmailChange } from '../email-change/EmailChange.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** /admin/profile: name and phone, password change, e-mail change. */
export function ProfilePage() {
  const me = useMe();
  return (
    <Stack gap={0}>
      <PageHeader title={t.profile.title} subtitle={t.profile.subtitle} />
      {me.data ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Stack gap="lg">
            <ProfileForm me={me.data} />
            <PasswordForm />
          </Stack>
          <EmailChange email={me.data.email} />
        </SimpleGrid>
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}
