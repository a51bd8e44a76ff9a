import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import type { StoredDocument, StoredShipment } from '@vd/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Access } from '../../api/permissions.ts';
import { deleteShipmentDocuments, downloadOriginal, useRefreshStorage } from '../../api/saved-storage.ts';
import { showSuccess } from '../../api/toasts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DownloadProgress } from '../../components/DownloadProgress.tsx';
import { useFileDownload } from '../../components/useFileDownload.ts';
import { formatBytes, formatDateTime } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { GuardedButton } from '../library/GuardedButton.tsx';
import { resultPath } from '../validation/validation-paths.ts';
import { PreviewDialog } from './PreviewDialog.tsx';

const c = t.savedStorage;

/** 26 characters shown 6-6-8-6 with dashes, as declarations print them. */
const displayAju = (aju: string) =>
  aju.length === 26 ? `${aju.slice(0, 6)}-${aju.slice(6, 12)}-${aju.slice(12, 20)}-${aju.slice(20)}` : aju;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** One shipment (or template): its facts, its documents with preview and download, deletion. */
export function ShipmentCard({ shipment, access }: { shipment: StoredShipment; access: Access }) {
  const [deleting, confirm] = useDisclosure(false);
  const [preview, setPreview] = useState<StoredDocument | null>(null);
  const refresh = useRefreshStorage();
  const download = useFileDownload<string>();
  const deleted = shipment.documents_deleted_at !== null;
  const stored = shipment.documents.some((d) => d.available);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} data-testid="storage-shipment">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {shipment.name}
              </Text>
              <Badge variant="light" color={shipment.status === 'failed' ? 'red' : 'gray'}>
                {c.status[shipment.status] ?? shipment.status}
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed">
              {c.created}: {formatDateTime(shipment.created_at)} · {formatBytes(shipment.total_bytes)}
            </Text>
          </Stack>
          <Group gap="xs">
            {shipment.kind === 'validation' && shipment.has_audit && (
              <Anchor component={Link} to={resultPath(shipment.id)} fz="sm">
                {c.openResult}
              </Anchor>
            )}
            {shipment.kind === 'validation' && !deleted && stored && (
              <GuardedButton
                access={access}
                onClick={confirm.open}
                color="red"
                variant="light"
                size="xs"
                leftSection={<IconTrash size={14} />}
                data-testid="storage-delete"
              >
                {c.deleteDocuments}
              </GuardedButton>
            )}
          </Group>
        </Group>
        {shipment.kind === 'validation' && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Fact label={c.aju}>{shipment.aju_number ? displayAju(shipment.aju_number) : c.noAju}</Fact>
            <Fact label={c.invoice}>{shipment.invoice_numbers.join(', ') || '-'}</Fact>
            <Fact label={c.office}>{shipment.customs_office ?? '-'}</Fact>
          </SimpleGrid>
        )}
        {deleted && shipment.documents_deleted_reason && shipment.documents_deleted_at && (
          <Alert color="gray" variant="light" data-testid="storage-deleted-mark">
            {c.deletedMark(
              shipment.documents_deleted_reason,
              shipment.documents_deleted_by_name,
              formatDateTime(shipment.documents_deleted_at),
            )}
          </Alert>
        )}
        <Stack gap={6}>
          {shipment.documents.map((document) => (
            <Group
              key={document.id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="storage-document"
            >
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                <Badge variant="outline" color="green" miw={48}>
                  {document.document_type_code}
                </Badge>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {document.file_name ?? document.document_type_name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {document.document_type_name} · {formatBytes(document.size_bytes)} ·{' '}
                    {c.pages(document.page_count)}
                  </Text>
                </Stack>
              </Group>
              {document.available ? (
                <Group gap={6}>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconEye size={14} />}
                    onClick={() => setPreview(document)}
                    disabled={document.page_count === 0}
                  >
                    {c.preview}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} />}
                    loading={download.busy === document.id}
                    onClick={() =>
                      void download.start(
                        document.id,
                        (progress) => downloadOriginal(document, progress),
                        document.file_name ?? 'dokumen',
                      )
                    }
                  >
                    {c.download}
                  </Button>
                </Group>
              ) : (
                <Text fz="xs" c="dimmed">
                  {c.unavailable}
                </Text>
              )}
            </Group>
          ))}
          {download.busy && <DownloadProgress percent={download.percent} />}
        </Stack>
      </Stack>
      <PreviewDialog document={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        opened={deleting}
        title={c.deleteTitle(shipment.name)}
        text={c.deleteText}
        confirm={c.deleteConfirm}
        cancel={t.library.cancel}
        onClose={confirm.close}
        onConfirm={async () => {
          await deleteShipmentDocuments(shipment.id);
          await refresh();
          showSuccess(c.deletedToast);
        }}
      />
    </Paper>
  );
}
