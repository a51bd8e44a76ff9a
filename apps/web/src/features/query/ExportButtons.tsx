import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import type { AuditFilters } from '@vd/contract';
import { type ReactNode, useState } from 'react';
import { downloadAudit, exportQuery } from '../../api/audit.ts';
import { errorMessage } from '../../api/errors.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { saveBlob } from '../wallet/download.ts';

const c = t.validation.query;

type Kind = 'xlsx' | 'csv' | 'audit';
type Download = (
  filters: AuditFilters,
  onProgress: (percent: number | null) => void,
) => Promise<{
  blob: Blob;
  fileName: string | null;
}>;

const downloads: Record<Kind, { run: Download; fallbackName: string }> = {
  xlsx: { run: (f, p) => exportQuery('xlsx', f, p), fallbackName: 'query.xlsx' },
  csv: { run: (f, p) => exportQuery('csv', f, p), fallbackName: 'query.csv' },
  audit: { run: downloadAudit, fallbackName: 'audit.csv' },
};

/**
 * "Ekspor XLSX", "Ekspor CSV" and "Unduh Audit (CSV)" with the filters shown: downloaded through
 * axios (bearer token), with the progress of the download and the server's file name.
 */
export function ExportButtons({ filters, disabled }: { filters: AuditFilters; disabled: boolean }) {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const start = async (kind: Kind) => {
    setBusy(kind);
    setPercent(null);
    try {
      const { blob, fileName } = await downloads[kind].run(filters, setPercent);
      const name = fileName ?? downloads[kind].fallbackName;
      saveBlob(blob, name);
      showSuccess(c.downloaded(name));
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const button = (kind: Kind, label: string, icon: ReactNode, variant: string) => (
    <Button
      variant={variant}
      leftSection={icon}
      loading={busy === kind}
      disabled={disabled || (busy !== null && busy !== kind)}
      onClick={() => void start(kind)}
      data-testid={`export-${kind}`}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap={6} align="flex-end">
      <Group gap="xs" justify="flex-end">
        {button('xlsx', c.exportXlsx, <IconFileSpreadsheet size={16} />, 'filled')}
        {button('csv', c.exportCsv, <IconDownload size={16} />, 'light')}
        {button('audit', c.downloadAudit, <IconDownload size={16} />, 'default')}
      </Group>
      {busy !== null && (
        <Stack gap={2} w={280} data-testid="export-progress">
          <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} size="sm" />
          <Text fz="xs" c="dimmed" ta="right">
            {c.downloadProgress(percent)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
