import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n/id.ts';
import { paths } from '../../routes/paths.ts';

export type PaymentOutcome = 'success' | 'pending' | 'failure' | 'missing';

const look = {
  success: { icon: IconCircleCheck, color: 'green' },
  pending: { icon: IconClockHour4, color: 'yellow' },
  failure: { icon: IconCircleX, color: 'red' },
  missing: { icon: IconHelpCircle, color: 'gray' },
} as const;

type Props = { outcome: PaymentOutcome; text: string; details: string[]; onRefresh?: () => void };

/** The state of one top-up as the server knows it, and the way back to the wallet. */
export function PaymentResult({ outcome, text, details, onRefresh }: Props) {
  const { icon: Icon, color } = look[outcome];
  return (
    <Stack align="center" ta="center" gap="md" py="md" data-testid="payment-result" data-outcome={outcome}>
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        <Icon size={40} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} fz={22}>
        {t.payment[outcome].title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {details.map((line) => (
        <Text key={line} fz="sm" fw={500}>
          {line}
        </Text>
      ))}
      {onRefresh && (
        <Button variant="light" fullWidth onClick={onRefresh}>
          {t.payment.refresh}
        </Button>
      )}
      <Button component={Link} to={paths.wallet} fullWidth size="md" mt="sm">
        {t.payment.toWallet}
      </Button>
    </Stack>
  );
}
