import { Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type LabelResult, type ResultSummary, type Verdict, verdicts } from '@vd/contract';
import { formatNumber } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { acceptedColor, overallColors, verdictColors } from '../badges.tsx';

const c = t.validation.result;
const overallIcons = { match: IconCircleCheck, mismatch: IconCircleX, review: IconAlertTriangle } as const;

type Props = {
  summary: ResultSummary;
  labels: LabelResult[];
  active: Verdict | null;
  onPick: (verdict: Verdict | null) => void;
};

/**
 * The overall verdict in its colour, and one card per verdict with the rows it has (a click filters
 * the table); the Perlu Diperiksa card is tinted while values wait for a person. Tidak Sesuai counts
 * the differences no decision accepted; the accepted ones are said under it.
 */
export function SummaryCards({ summary, labels, active, onPick }: Props) {
  const count = (verdict: Verdict) =>
    labels.filter((label) => label.verdict === verdict && !(verdict === 'mismatch' && label.decision)).length;
  const color = overallColors[summary.overall];
  const OverallIcon = overallIcons[summary.overall];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Paper
        p="md"
        bg={`${color}.0`}
        style={{ border: `1px solid var(--mantine-color-${color}-4)` }}
        data-testid="summary-overall"
        data-overall={summary.overall}
      >
        <Stack gap={6}>
          <Text fz="xs" fw={600} c={`${color}.9`} tt="uppercase">
            {c.overallTitle}
          </Text>
          <ThemeIcon color={color} variant="filled" radius="xl" size={34}>
            <OverallIcon size={22} />
          </ThemeIcon>
          <Text fw={700} fz="lg" c={`${color}.9`}>
            {t.validation.overall[summary.overall]}
          </Text>
          {summary.accepted > 0 && (
            <Text fz="xs" c={`${color}.9`} data-testid="summary-accepted">
              {c.overallAccepted(summary.accepted)}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {c.rulesLine(summary.rules_passed, summary.rules_failed)}
          </Text>
        </Stack>
      </Paper>
      {verdicts.map((verdict) => {
        const selected = active === verdict;
        // Values waiting for a person stand out even before the card is picked.
        const waiting = verdict === 'review' && summary.review > 0;
        return (
          <UnstyledButton
            key={verdict}
            onClick={() => onPick(selected ? null : verdict)}
            aria-pressed={selected}
            data-testid={`summary-${verdict}`}
          >
            <Paper
              withBorder
              p="md"
              h="100%"
              bg={waiting ? 'yellow.0' : undefined}
              style={{
                borderColor:
                  selected || waiting ? `var(--mantine-color-${verdictColors[verdict]}-6)` : undefined,
                borderWidth: selected ? 2 : undefined,
              }}
            >
              <Stack gap={6}>
                <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
                  {c.summary[verdict]}
                </Text>
                <Text
                  fz={32}
                  fw={700}
                  lh={1}
                  c={`${verdictColors[verdict]}.7`}
                  data-testid={`summary-${verdict}-count`}
                >
                  {formatNumber(count(verdict))}
                </Text>
                <Text fz="xs" c="dimmed">
                  {c.summaryHints[verdict]}
                </Text>
                {verdict === 'mismatch' && summary.accepted > 0 && (
                  <Text fz="xs" c={`${acceptedColor}.7`} fw={500}>
                    {c.acceptedCount(summary.accepted)}
                  </Text>
                )}
              </Stack>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
