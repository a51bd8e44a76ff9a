import { Center, Loader } from '@mantine/core';
import { t } from '../i18n/id.ts';

export function FullPageLoader() {
  return (
    <Center mih="100vh" aria-label={t.common.loading}>
      <Loader />
    </Center>
  );
}
