import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconFileText, IconRefresh, IconStar } from '@tabler/icons-react';
import type { ShipmentDocument } from '@vd/contract';
import { t } from '../../../i18n/id.ts';
import { DocumentStatusBadge } from '../badges.tsx';
import { ACCEPT, DropZone } from './DropZone.tsx';
import { useDocumentUpload } from './useDocumentUpload.ts';

const c = t.validation.upload;
const v = t.validation;

type Props = { validationId: string; doc: ShipmentDocument; editable: boolean };

/** One expected document: what it is, its file, the upload and processing progress, the failure. */
export function DocumentUploadCard({ validationId, doc, editable }: Props) {
  const { view, send } = useDocumentUpload(validationId, doc);
  const code = doc.document_type_code;
  const type = doc.document_type_name;
  const hasFile = doc.status !== 'awaiting';
  const canUpload = editable && doc.template_id !== null && !view.busy;
  const stage = view.message ?? (view.stage ? v.stages[view.stage] : null) ?? v.working;
  return (
    <Paper withBorder p="md" data-testid={`upload-card-${code}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600}>{type}</Text>
              <Badge variant="outline" color="gray" size="sm">
                {code}
              </Badge>
              {doc.is_master && (
                <Tooltip label={c.masterHint}>
                  <Badge color="green" variant="light" size="sm" leftSection={<IconStar size={12} />}>
                    {c.master}
                  </Badge>
                </Tooltip>
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              {c.fromTemplate(doc.template_name)}
            </Text>
          </Stack>
          <DocumentStatusBadge status={doc.status} data-testid={`document-status-${code}`} />
        </Group>
        {hasFile && doc.file_name && (
          <Group gap="xs" wrap="nowrap">
            <IconFileText size={18} color="var(--mantine-color-gray-6)" />
            <Text fz="sm" truncate>
              {doc.file_name}
            </Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {[
                doc.size_bytes !== null ? v.fileSize(doc.size_bytes) : null,
                doc.page_count > 0 ? v.pages(doc.page_count) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        )}
        {view.percent !== null && (
          <Stack gap={4}>
            <Progress.Root size="lg">
              <Progress.Section
                value={view.percent}
                color={view.stage === 'done' ? 'green' : 'blue'}
                animated={view.busy}
                aria-label={c.progressFor(type)}
                data-testid={`upload-progress-${code}`}
              >
                <Progress.Label>{view.percent}%</Progress.Label>
              </Progress.Section>
            </Progress.Root>
            <Text fz="xs" c="dimmed" data-testid={`upload-stage-${code}`}>
              {stage}
            </Text>
          </Stack>
        )}
        {view.failure !== null && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={c.failedTitle}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm" data-testid={`upload-failure-${code}`}>
                {view.failure}
              </Text>
              {canUpload && (
                <FileButton onChange={(file) => file && void send(file)} accept={ACCEPT}>
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconRefresh size={14} />}
                      aria-label={c.reuploadFor(type)}
                    >
                      {c.reupload}
                    </Button>
                  )}
                </FileButton>
              )}
            </Stack>
          </Alert>
        )}
        {editable && doc.template_id === null && (
          <Text fz="sm" c="dimmed">
            {c.noTemplate}
          </Text>
        )}
        {canUpload && !hasFile && view.failure === null && (
          <DropZone label={c.uploadFor(type)} onFile={(file) => void send(file)} testId={`drop-${code}`} />
        )}
        {canUpload && hasFile && view.failure === null && (
          <Group justify="flex-end">
            <FileButton onChange={(file) => file && void send(file)} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconRefresh size={14} />}
                  aria-label={c.reuploadFor(type)}
                >
                  {c.reupload}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
