import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ValidationDetail } from '@vd/contract';
import { useEffect } from 'react';
import { useUploadStatus, validationKeys } from '../../../api/validation.ts';
import { t } from '../../../i18n/id.ts';
import { DocumentUploadCard } from './DocumentUploadCard.tsx';
import { ShipmentDrop } from './ShipmentDrop.tsx';
import { allReady } from './steps.ts';

const c = t.validation.upload;

type Props = { validation: ValidationDetail; editable: boolean; onNext: () => void };

/**
 * Step 2: one zone for all the files of the shipment at once, then one card per expected document.
 * While any is being read, upload-status is asked every few
 * seconds as well (the websocket's fallback); a change it reports refreshes the validation.
 */
export function UploadStep({ validation, editable, onNext }: Props) {
  const queryClient = useQueryClient();
  const { id, documents } = validation;
  const working = documents.some((doc) => doc.status === 'uploaded' || doc.status === 'processing');
  const status = useUploadStatus(id, working);

  useEffect(() => {
    const live = status.data?.documents;
    if (!live) return;
    const changed = live.some((item) => {
      const doc = documents.find((d) => d.id === item.id);
      return doc !== undefined && (doc.status !== item.status || doc.uid !== item.uid);
    });
    if (changed) void queryClient.invalidateQueries({ queryKey: validationKeys.detail(id) });
  }, [status.data, documents, id, queryClient]);

  const ready = documents.filter((doc) => doc.status === 'ready').length;
  const done = allReady(validation);
  const awaiting = documents.some((doc) => doc.status === 'awaiting' || doc.status === 'failed');
  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Stack gap={2} maw={640}>
            <Title order={2} fz="lg">
              {c.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {c.text}
            </Text>
          </Stack>
          <Stack gap={4} miw={220}>
            <Text fz="sm" fw={500} data-testid="ready-count">
              {c.summary(ready, documents.length)}
            </Text>
            <Progress value={documents.length ? (ready / documents.length) * 100 : 0} radius="xl" />
          </Stack>
        </Group>
      </Paper>
      {editable && documents.some((doc) => doc.template_id !== null) && (
        <ShipmentDrop validation={validation} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {documents.map((doc) => (
          <DocumentUploadCard key={doc.id} validationId={id} doc={doc} editable={editable} />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="md">
        {!done && (
          <Text fz="sm" c="dimmed">
            {awaiting ? c.missing : c.waiting}
          </Text>
        )}
        <Button onClick={onNext} disabled={!done} rightSection={<IconArrowRight size={16} />}>
          {c.next}
        </Button>
      </Group>
    </Stack>
  );
}
