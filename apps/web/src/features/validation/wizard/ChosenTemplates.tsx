import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import type { ValidationDetail } from '@vd/contract';
import { Link } from 'react-router';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';

const c = t.validation.pick;

type Props = { validation: ValidationDetail; canWrite: boolean; onNext: () => void };

/** Step 1 of an existing validation: the templates it uses (fixed once created). */
export function ChosenTemplates({ validation, canWrite, onNext }: Props) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {c.chosenTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {c.chosenText}
          </Text>
        </Stack>
        <Group gap="xs" data-testid="chosen-templates">
          {validation.templates.map((template) => (
            <Badge key={template.id ?? template.name} size="lg" variant="light" tt="none">
              {template.name}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between">
          {canWrite ? (
            <Button
              component={Link}
              to={paths.validation}
              variant="subtle"
              leftSection={<IconPlus size={16} />}
            >
              {c.newValidation}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={onNext} rightSection={<IconArrowRight size={16} />}>
            {t.validation.wizard.next}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
