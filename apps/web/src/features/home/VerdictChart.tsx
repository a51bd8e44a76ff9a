import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useValidationStats } from '../../api/validation.ts';
import { formatDayMonth } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

const c = t.validation.home;
const HEIGHT = 120;
const STEP = 22;
const BAR = 14;
const LABEL_EVERY = 5;
const series = [
  { key: 'match', color: 'var(--mantine-color-green-6)' },
  { key: 'review', color: 'var(--mantine-color-yellow-5)' },
  { key: 'mismatch', color: 'var(--mantine-color-red-6)' },
] as const;

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

/** GET validation/stats: verdicts per day over 30 days as stacked bars (plain SVG, no chart library). */
export function VerdictChart() {
  const stats = useValidationStats();
  const days = stats.data?.days ?? [];
  const max = Math.max(1, ...days.map((day) => day.match + day.review + day.mismatch));
  const width = Math.max(days.length, 1) * STEP;
  const scale = (value: number) => (value / max) * HEIGHT;
  return (
    <Paper withBorder p="lg" data-testid="verdict-chart">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {c.chartTitle}
          </Title>
          {stats.data && (
            <Text fz="sm" c="dimmed" data-testid="verdict-chart-total">
              {c.chartText(stats.data.total)}
            </Text>
          )}
        </Stack>
        <Group gap="md">
          {series.map((item) => (
            <Legend key={item.key} color={item.color} label={t.validation.overall[item.key]} />
          ))}
        </Group>
      </Group>
      {stats.isPending && <Skeleton h={HEIGHT + 24} />}
      {stats.isError && <Text c="dimmed">{t.validation.loadError}</Text>}
      {stats.data && stats.data.total === 0 && (
        <Text c="dimmed" fz="sm" mb="sm">
          {c.chartEmpty}
        </Text>
      )}
      {stats.data && (
        <svg
          viewBox={`0 0 ${width} ${HEIGHT + 24}`}
          width="100%"
          style={{ height: 'auto', maxHeight: 220 }}
          role="img"
          aria-label={c.chartTitle}
        >
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-4)" />
          {days.map((day, index) => {
            const x = index * STEP + (STEP - BAR) / 2;
            let top = HEIGHT;
            return (
              <g key={day.date} data-testid="verdict-day" data-date={day.date}>
                <title>{c.chartDay(formatDayMonth(day.date), day.match, day.review, day.mismatch)}</title>
                <rect x={index * STEP} y={0} width={STEP} height={HEIGHT} fill="transparent" />
                {series.map((item) => {
                  const h = scale(day[item.key]);
                  if (h <= 0) return null;
                  top -= h;
                  return (
                    <rect key={item.key} x={x} y={top} width={BAR} height={h} fill={item.color} rx={2} />
                  );
                })}
                {index % LABEL_EVERY === 0 && (
                  <text
                    x={index === 0 ? 0 : index * STEP + STEP / 2}
                    y={HEIGHT + 16}
                    textAnchor={index === 0 ? 'start' : 'middle'}
                    fontSize={11}
                    fill="var(--mantine-color-gray-7)"
                  >
                    {formatDayMonth(day.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </Paper>
  );
}
