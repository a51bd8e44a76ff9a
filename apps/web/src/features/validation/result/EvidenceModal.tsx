import { Alert, Badge, Box, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Reading, ShipmentDocument } from '@vd/contract';
import { useEffect, useRef } from 'react';
import { useAuthorizedImage } from '../../../api/validation-files.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.evidence;

export type EvidenceTarget = { labelName: string; reading: Reading };

type Props = {
  target: EvidenceTarget | null;
  documents: ShipmentDocument[];
  onClose: () => void;
  /** On a phone the page takes the whole screen. */
  fullScreen?: boolean;
};

/** The page a value was read from, with its region (page fractions x0,y0,x1,y1) highlighted. */
export function EvidenceModal({ target, documents, onClose, fullScreen = false }: Props) {
  const reading = target?.reading;
  const doc = documents.find((item) => item.id === reading?.document_id);
  const url = doc?.pages.find((page) => page.number === reading?.page)?.image_url ?? null;
  const image = useAuthorizedImage(url);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (image.data) region.current?.scrollIntoView({ block: 'center', inline: 'center' });
  }, [image.data]);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      fullScreen={fullScreen}
      title={target && reading ? c.title(target.labelName, reading.document_type_name) : ''}
    >
      {reading && (
        <Stack gap="sm" data-testid="evidence-modal">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray">
              {c.page(reading.page)}
            </Badge>
            <Badge variant="light" color="gray">
              {c.confidence(reading.confidence)}
            </Badge>
            <Text fz="sm">
              {c.read}: <strong>{reading.text || t.validation.result.noValue}</strong>
            </Text>
          </Group>
          <Box
            mah="65vh"
            style={{ overflow: 'auto', background: 'var(--mantine-color-gray-1)', borderRadius: 8 }}
            p="sm"
          >
            {image.isError && (
              <Alert color="red" variant="light">
                {c.loadError}
              </Alert>
            )}
            {image.isPending && (
              <Group h={320} justify="center">
                <Loader />
              </Group>
            )}
            {image.data && (
              <Box
                pos="relative"
                style={{ width: '100%', overflow: 'hidden', boxShadow: 'var(--mantine-shadow-sm)' }}
              >
                <img
                  src={image.data}
                  alt={c.pageImage(reading.page)}
                  style={{ display: 'block', width: '100%', height: 'auto' }}
                />
                <div
                  ref={region}
                  data-testid="evidence-region"
                  style={{
                    position: 'absolute',
                    left: `${reading.coordinate.x0 * 100}%`,
                    top: `${reading.coordinate.y0 * 100}%`,
                    width: `${(reading.coordinate.x1 - reading.coordinate.x0) * 100}%`,
                    height: `${(reading.coordinate.y1 - reading.coordinate.y0) * 100}%`,
                    border: '3px solid var(--mantine-color-orange-6)',
                    background: 'rgba(253, 126, 20, 0.15)',
                    boxShadow: '0 0 0 4000px rgba(0, 0, 0, 0.12)',
                    borderRadius: 3,
                    pointerEvents: 'none',
                  }}
                />
              </Box>
            )}
          </Box>
        </Stack>
      )}
    </Modal>
  );
}
