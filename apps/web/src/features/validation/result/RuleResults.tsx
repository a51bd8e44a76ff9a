import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RuleResultItem } from '@vd/contract';
import { Link } from 'react-router';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';

const c = t.validation.result;

function RuleBadge({ passed }: { passed: boolean | null }) {
  if (passed === null)
    return (
      <Badge variant="light" color="yellow">
        {c.ruleUnknown}
      </Badge>
    );
  return (
    <Badge variant="light" color={passed ? 'green' : 'red'}>
      {passed ? c.rulePassed : c.ruleFailed}
    </Badge>
  );
}

/** The company's logical validations as evaluated on this shipment. */
export function RuleResults({ rules }: { rules: RuleResultItem[] }) {
  return (
    <Paper withBorder p="lg" data-testid="rule-results">
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg">
          {c.rulesTitle}
        </Title>
        <Text fz="sm" c="dimmed">
          {c.rulesText}
        </Text>
      </Stack>
      {rules.length === 0 ? (
        <Group justify="space-between">
          <Text c="dimmed">{c.rulesEmpty}</Text>
          <Button component={Link} to={paths.validationLogic} variant="light" size="xs">
            {c.toRules}
          </Button>
        </Group>
      ) : (
        <Stack gap={0}>
          {rules.map((rule, index) => (
            <Group
              key={rule.id ?? `${rule.name}-${index}`}
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              py="sm"
              style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined }}
              data-testid={`rule-${rule.name}`}
              data-passed={String(rule.passed)}
            >
              <Stack gap={4} miw={0}>
                <Text fw={600} fz="sm">
                  {rule.name}
                </Text>
                <Code fz="xs">{rule.expression}</Code>
                <Text fz="sm" c="dimmed">
                  {rule.reason}
                </Text>
              </Stack>
              <RuleBadge passed={rule.passed} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
