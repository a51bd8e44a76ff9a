import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { AuditFilters } from '@vd/contract';
import type { ReactNode } from 'react';
import { exportQuery } from '../../api/audit.ts';
import { DownloadProgress } from '../../components/DownloadProgress.tsx';
import { useFileDownload } from '../../components/useFileDownload.ts';
import { t } from '../../i18n/id.ts';

const c = t.validation.query;

type Format = 'xlsx' | 'csv';

/**
 * One button per format, "Ekspor XLSX" and "Ekspor CSV", with the filters shown: downloaded through
 * axios (bearer token), with the progress of the download and the server's file name. Times in
 * the files are WIB, labelled so.
 */
export function ExportButtons({ filters, disabled }: { filters: AuditFilters; disabled: boolean }) {
  const { busy, percent, start } = useFileDownload<Format>();
  const button = (format: Format, label: string, icon: ReactNode, variant: string) => (
    <Button
      variant={variant}
      leftSection={icon}
      loading={busy === format}
      disabled={disabled || (busy !== null && busy !== format)}
      onClick={() => void start(format, (p) => exportQuery(format, filters, p), `audit.${format}`)}
      data-testid={`export-${format}`}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap={6} align="flex-end">
      <Group gap="xs" justify="flex-end">
        {button('xlsx', c.exportXlsx, <IconFileSpreadsheet size={16} />, 'filled')}
        {button('csv', c.exportCsv, <IconFileTypeCsv size={16} />, 'light')}
      </Group>
      {busy !== null ? (
        <DownloadProgress percent={percent} />
      ) : (
        <Text fz="xs" c="dimmed">
          {c.exportTimes}
        </Text>
      )}
    </Stack>
  );
}
