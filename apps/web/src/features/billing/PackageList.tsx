import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { topUp, usePrices } from '../../api/billing.ts';
import { errorMessage } from '../../api/errors.ts';
import { useIsManager } from '../../api/profile.ts';
import { showError } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { PackageCard } from './PackageCard.tsx';

/** The packages of GET price; buying one goes to the payment gateway (POST transaction/topup). */
export function PackageList() {
  const prices = usePrices();
  const canBuy = useIsManager();
  const [buying, setBuying] = useState<string | null>(null);
  const packages = prices.data?.packages ?? [];
  const cheapest = Math.min(...packages.map((pkg) => pkg.price_per_slot));

  const buy = async (packageId: string) => {
    setBuying(packageId);
    try {
      const { redirect_url } = await topUp(packageId);
      window.location.assign(redirect_url);
    } catch (error) {
      showError(errorMessage(error));
      setBuying(null);
    }
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg">
          {t.wallet.packagesTitle}
        </Title>
        <Text fz="sm" c="dimmed">
          {canBuy ? t.wallet.packagesText : t.wallet.readOnly}
        </Text>
      </Stack>
      {prices.isError && (
        <Alert color="red" variant="light">
          {errorMessage(prices.error)}
        </Alert>
      )}
      {prices.data && packages.length === 0 && <Text c="dimmed">{t.wallet.packagesEmpty}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {prices.isPending && [1, 2, 3, 4].map((key) => <Skeleton key={key} h={260} radius="lg" />)}
        {packages.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            ppnRate={prices.data?.ppn_rate_percent ?? 12}
            best={packages.length > 1 && pkg.price_per_slot === cheapest}
            canBuy={canBuy}
            buying={buying === pkg.id}
            disabled={buying !== null && buying !== pkg.id}
            onBuy={() => void buy(pkg.id)}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
