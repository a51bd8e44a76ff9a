import { Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { ValidationExportFormat } from '@vd/contract';
import type { ReactNode } from 'react';
import { downloadValidationExport } from '../../../api/validation.ts';
import { DownloadProgress } from '../../../components/DownloadProgress.tsx';
import { useFileDownload } from '../../../components/useFileDownload.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.resultExports;

/**
 * "Unduh XLSX" and "Unduh Laporan PDF" of a completed validation, to keep with the shipment's
 * file: downloaded through axios (bearer token) with the download's progress under the buttons.
 * Every role may download, internal staff too.
 */
export function ResultExports({ validationId }: { validationId: string }) {
  const { busy, percent, start } = useFileDownload<ValidationExportFormat>();
  const button = (format: ValidationExportFormat, label: string, hint: string, icon: ReactNode) => (
    <Tooltip label={hint} multiline w={260} withArrow>
      <Button
        variant="default"
        size="sm"
        leftSection={icon}
        loading={busy === format}
        disabled={busy !== null && busy !== format}
        onClick={() =>
          void start(
            format,
            (onProgress) => downloadValidationExport(validationId, format, onProgress),
            `hasil-validasi.${format}`,
          )
        }
        data-testid={`result-export-${format}`}
      >
        {label}
      </Button>
    </Tooltip>
  );
  return (
    <Stack gap={6} align="flex-end" data-testid="result-exports">
      <Group gap="xs" justify="flex-end">
        {button('xlsx', c.xlsx, c.xlsxHint, <IconFileSpreadsheet size={16} />)}
        {button('pdf', c.pdf, c.pdfHint, <IconFileTypePdf size={16} />)}
      </Group>
      {busy !== null && <DownloadProgress percent={percent} width={240} />}
    </Stack>
  );
}
