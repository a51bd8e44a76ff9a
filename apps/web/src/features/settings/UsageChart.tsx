import { Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

type Month = { month: string; validations: number; slots_bought: number };

const monthName = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const labelOf = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

const HEIGHT = 160;
const BAR = 14;
const GROUP = 64;
const colors = { validations: 'var(--mantine-color-green-6)', bought: 'var(--mantine-color-teal-2)' };

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <span style={{ width: 12, height: 12, borderRadius: 3, background: color, display: 'inline-block' }} />
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** A small SVG bar chart: validations and slots bought per month (no chart library). */
export function UsageChart({ months }: { months: Month[] }) {
  const c = t.companySettings;
  const max = Math.max(1, ...months.flatMap((m) => [m.validations, m.slots_bought]));
  const width = months.length * GROUP;
  const bar = (value: number) => Math.max(value > 0 ? 2 : 0, (value / max) * HEIGHT);
  return (
    <Stack gap="xs">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 24}`}
        width="100%"
        style={{ maxWidth: width, height: 'auto' }}
        role="img"
        aria-label={c.chartTitle}
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-4)" />
        {months.map((m, index) => {
          const x = index * GROUP + GROUP / 2;
          const used = bar(m.validations);
          const bought = bar(m.slots_bought);
          return (
            <g key={m.month}>
              <rect
                x={x - BAR - 1}
                y={HEIGHT - used}
                width={BAR}
                height={used}
                rx={3}
                fill={colors.validations}
              >
                <title>{c.chartLabel(c.chartValidations, formatNumber(m.validations))}</title>
              </rect>
              <rect x={x + 1} y={HEIGHT - bought} width={BAR} height={bought} rx={3} fill={colors.bought}>
                <title>{c.chartLabel(c.chartBought, formatNumber(m.slots_bought))}</title>
              </rect>
              <text
                x={x}
                y={HEIGHT + 16}
                textAnchor="middle"
                fontSize={11}
                fill="var(--mantine-color-gray-7)"
              >
                {labelOf(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="lg">
        <Legend color={colors.validations} label={c.chartValidations} />
        <Legend color={colors.bought} label={c.chartBought} />
      </Group>
    </Stack>
  );
}
