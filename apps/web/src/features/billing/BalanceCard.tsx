import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSlot } from '../../api/billing.ts';
import { useIsManager } from '../../api/profile.ts';
import { formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

const LOW_BALANCE = 3;

/** GET slot: the company's slot balance; on the home page with a way to the wallet. */
export function BalanceCard({ withLink = false }: { withLink?: boolean }) {
  const slot = useSlot();
  const canBuy = useIsManager();
  const balance = slot.data?.balance;
  return (
    <Paper withBorder p="lg" data-testid="balance-card">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={52} radius="md" variant="light">
            <IconWallet size={28} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fz="sm" c="dimmed" fw={500}>
              {t.wallet.balanceTitle}
            </Text>
            {balance === undefined ? (
              <Skeleton h={36} w={120} mt={4} />
            ) : (
              <Text fz={30} fw={700} lh={1.2}>
                <span data-testid="slot-balance">{formatNumber(balance)}</span>{' '}
                <Text span fz="md" fw={500} c="dimmed">
                  {t.wallet.balanceUnit}
                </Text>
              </Text>
            )}
          </Stack>
        </Group>
        {withLink && (
          <Button
            component={Link}
            to={paths.wallet}
            variant={canBuy ? 'filled' : 'light'}
            rightSection={<IconArrowRight size={16} />}
          >
            {canBuy ? t.wallet.topUp : t.wallet.toWallet}
          </Button>
        )}
      </Group>
      <Text fz="sm" c="dimmed" mt="md">
        {t.wallet.balanceHint}
      </Text>
      {slot.isError && (
        <Alert color="red" variant="light" mt="md">
          {t.wallet.loadError}
        </Alert>
      )}
      {balance !== undefined && balance <= LOW_BALANCE && (
        <Alert color="yellow" variant="light" mt="md">
          {t.wallet.lowBalance}
        </Alert>
      )}
    </Paper>
  );
}
