import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import type { StoredDocument } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { storedPageUrl } from '../../api/saved-storage.ts';
import { useAuthorizedImage } from '../../api/validation-files.ts';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { t } from '../../i18n/id.ts';

const c = t.savedStorage;

/** A stored document's pages, one at a time (the page images the engine rendered). */
export function PreviewDialog({
  document,
  onClose,
}: {
  document: StoredDocument | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const narrow = useNarrowScreen();
  const image = useAuthorizedImage(document ? storedPageUrl(document, page) : null);
  const close = () => {
    setPage(1);
    onClose();
  };
  const total = document?.page_count ?? 0;
  return (
    <Modal
      opened={document !== null}
      onClose={close}
      title={c.previewTitle(document?.file_name ?? document?.document_type_name ?? '')}
      size="xl"
      fullScreen={narrow}
      centered
    >
      <Stack gap="sm">
        <Center mih={300} bg="gray.1" p="xs">
          {image.isPending && <Loader />}
          {image.isError && (
            <Alert color="red" variant="light">
              {errorMessage(image.error)}
            </Alert>
          )}
          {image.data && (
            <Image
              src={image.data}
              alt={c.page(page, total)}
              fit="contain"
              mah="70vh"
              data-testid="storage-preview-image"
            />
          )}
        </Center>
        <Group justify="space-between">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {c.previous}
          </Button>
          <Text fz="sm">{c.page(page, total)}</Text>
          <Button variant="default" size="xs" disabled={page >= total} onClick={() => setPage(page + 1)}>
            {c.next}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
