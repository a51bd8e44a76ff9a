import { Anchor, FileButton, Group, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { t } from '../../../i18n/id.ts';

export const ACCEPT = 'application/pdf,image/png,image/jpeg,image/tiff,image/webp';

type Props = { label: string; onFile: (file: File) => void; testId: string };

/** A drop area for one file, with a "pilih berkas" button for those who do not drag. */
export function DropZone({ label, onFile, testId }: Props) {
  const c = t.validation.upload;
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Paper
      p="md"
      radius="md"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid={testId}
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'green-6' : 'gray-4'})`,
        background: over ? 'var(--mantine-color-green-0)' : 'var(--mantine-color-gray-0)',
        transition: 'background 120ms, border-color 120ms',
      }}
    >
      <Group justify="center" gap="xs" wrap="wrap">
        <IconUpload size={20} color="var(--mantine-color-gray-6)" />
        {over ? (
          <Text fz="sm" fw={500}>
            {c.dropActive}
          </Text>
        ) : (
          <Text fz="sm">
            {c.drop}{' '}
            <FileButton onChange={(file) => file && onFile(file)} accept={ACCEPT}>
              {(props) => (
                <Anchor component="button" type="button" fz="sm" fw={600} aria-label={label} {...props}>
                  {c.choose}
                </Anchor>
              )}
            </FileButton>
          </Text>
        )}
      </Group>
      <Text fz="xs" c="dimmed" ta="center" mt={4}>
        {c.hint}
      </Text>
    </Paper>
  );
}
