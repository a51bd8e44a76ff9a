import { Stack } from '@mantine/core';
import { useIsManager } from '../../api/profile.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { PackageList } from './PackageList.tsx';
import { TransactionHistory } from './TransactionHistory.tsx';

/**
 * /admin/wallet ("Saldo"): the balance, the packages and, for owners and admins (the only ones
 * who may buy and see transactions), the buy buttons and the history with invoices.
 */
export function BillingPage() {
  const manager = useIsManager();
  return (
    <Stack gap={0}>
      <PageHeader title={t.wallet.title} subtitle={t.wallet.subtitle} />
      <Stack gap="lg">
        <BalanceCard />
        <PackageList />
        {manager && <TransactionHistory />}
      </Stack>
    </Stack>
  );
}
