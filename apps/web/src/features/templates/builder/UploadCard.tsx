import { Alert, Badge, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash, IconUpload } from '@tabler/icons-react';
import type { SampleDocument, TemplateDocumentType } from '@vd/contract';
import { t } from '../../../i18n/id.ts';
import { DocumentName } from './DocumentName.tsx';
import { LabellingBadge, LabellingToggle } from './LabellingStatus.tsx';
import { useUpload } from './useUpload.ts';

const c = t.templates.builder;
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/tiff,image/webp';
const statusColors = { uploaded: 'gray', processing: 'blue', ready: 'green', failed: 'red' } as const;

type Props = {
  templateId: string;
  type: TemplateDocumentType;
  document: SampleDocument | undefined;
  editable: boolean;
  draft: boolean;
  onRemove: () => void;
};

/** Upload (or re-upload) the sample of one document type, with its progress and failure reason. */
export function UploadCard({ templateId, type, document, editable, draft, onRemove }: Props) {
  const { view, send } = useUpload(templateId, type.id, document);
  const pick = (file: File | null) => file && void send(file);
  const buttonLabel = document ? c.reuploadFor(type.name) : c.uploadFor(type.name);
  return (
    <Paper withBorder p="md" data-testid={`upload-${type.code}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{c.uploadTitle(type.name)}</Text>
            {document && (
              <Badge variant="light" color={statusColors[document.status]} data-testid="document-status">
                {t.templates.documentStatuses[document.status]}
              </Badge>
            )}
            {document && draft && <LabellingBadge document={document} />}
          </Group>
          {document && <DocumentName key={document.id} document={document} editable={editable} />}
          <Text fz="xs" c="dimmed" truncate>
            {document ? `${document.file_name} · ${c.pages(document.page_count)}` : c.uploadHint}
          </Text>
        </Stack>
        {editable && (
          <Group gap="xs">
            <FileButton onChange={pick} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant={document ? 'default' : 'filled'}
                  leftSection={<IconUpload size={16} />}
                  loading={view.busy}
                  aria-label={buttonLabel}
                >
                  {document ? c.reupload : c.chooseFile}
                </Button>
              )}
            </FileButton>
            {document && <LabellingToggle document={document} />}
            {document && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
                {c.removeDocument}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {view.percent !== null && (
        <Stack gap={4} mt="sm">
          <Progress.Root size="lg">
            <Progress.Section
              value={view.percent}
              color={view.stage === 'done' ? 'green' : 'blue'}
              animated={view.busy}
              aria-label={c.progressLabel(type.name)}
            >
              <Progress.Label>{view.percent}%</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          <Text fz="xs" c="dimmed" data-testid="upload-stage">
            {(view.stage && c.stages[view.stage]) ?? c.processing}
          </Text>
        </Stack>
      )}
      {view.failure !== null && (
        <Alert
          mt="sm"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={c.failedTitle}
        >
          {view.failure}
        </Alert>
      )}
      {!document && view.percent === null && view.failure === null && (
        <Text fz="sm" c="dimmed" mt="sm">
          {c.noDocument}
        </Text>
      )}
    </Paper>
  );
}
