import { Badge, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { SlotPackage } from '@vd/contract';
import { formatNumber, formatRupiah } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

type Props = {
  pkg: SlotPackage;
  ppnRate: number;
  best: boolean;
  canBuy: boolean;
  buying: boolean;
  disabled: boolean;
  onBuy: () => void;
};

function Line({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatRupiah(value)}
      </Text>
    </Group>
  );
}

/** One slot package of GET price: slots, per-slot price, and price + PPN = total in rupiah. */
export function PackageCard({ pkg, ppnRate, best, canBuy, buying, disabled, onBuy }: Props) {
  return (
    <Card withBorder padding="lg" data-testid="package-card">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Text fw={600}>{pkg.name}</Text>
        {best && (
          <Badge variant="light" size="sm">
            {t.wallet.bestValue}
          </Badge>
        )}
      </Group>
      <Text fz={28} fw={700} lh={1.2}>
        {t.wallet.packageSlots(formatNumber(pkg.slots))}
      </Text>
      <Text fz="sm" c="dimmed" mb="md">
        {t.wallet.perSlot(formatRupiah(pkg.price_per_slot))}
      </Text>
      <Stack gap={6} style={{ flex: 1 }}>
        <Line label={t.wallet.price} value={pkg.price} />
        <Line label={t.wallet.dpp} value={pkg.dpp} />
        <Line label={t.wallet.ppn(ppnRate)} value={pkg.ppn} />
        <Divider my={4} />
        <Line label={t.wallet.total} value={pkg.total} strong />
      </Stack>
      {canBuy && (
        <Button
          mt="lg"
          fullWidth
          onClick={onBuy}
          loading={buying}
          disabled={disabled}
          aria-label={t.wallet.buyPackage(pkg.name)}
        >
          {t.wallet.buy}
        </Button>
      )}
    </Card>
  );
}
