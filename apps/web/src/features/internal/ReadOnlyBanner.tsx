import { Alert, Anchor } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useMe } from '../../api/profile.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

/** Internal staff looking at a company: a reminder that nothing can be changed, and the way back. */
export function ReadOnlyBanner() {
  const me = useMe();
  const onList = useLocation().pathname === paths.home;
  const company = me.data?.internal ? me.data.company : null;
  if (!company) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconEye size={18} />} mb="lg" data-testid="read-only-banner">
      {t.internal.readOnly(company.name)}{' '}
      {!onList && (
        <Anchor component={Link} to={paths.home} fz="sm" fw={600}>
          {t.internal.backToList}
        </Anchor>
      )}
    </Alert>
  );
}
