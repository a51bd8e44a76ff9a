import { Progress, Stack, Text } from '@mantine/core';
import { t } from '../i18n/id.ts';

/** A download's progress under its button: striped while the size is unknown. */
export function DownloadProgress({ percent, width = 280 }: { percent: number | null; width?: number }) {
  return (
    <Stack gap={2} w={width} data-testid="export-progress">
      <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} size="sm" />
      <Text fz="xs" c="dimmed" ta="right">
        {t.common.downloadProgress(percent)}
      </Text>
    </Stack>
  );
}
