import { Box, Loader, Tooltip, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAuthorizedImage } from '../../../api/validation-files.ts';
import { t } from '../../../i18n/id.ts';

type Props = {
  url: string;
  label: string;
  onOpen: () => void;
  testId: string;
  /** Read with low confidence: framed in the Perlu Diperiksa colour. */
  flagged?: boolean;
  /** A larger crop, for the values a person has to check. */
  large?: boolean;
};

/** The evidence crop of one reading, fetched once it scrolls into view; a click opens the page. */
export function EvidenceThumb({ url, label, onOpen, testId, flagged = false, large = false }: Props) {
  const { ref, inViewport } = useInViewport<HTMLButtonElement>();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const image = useAuthorizedImage(url, seen);
  return (
    <Tooltip label={label} openDelay={400}>
      <UnstyledButton
        ref={ref}
        onClick={onOpen}
        aria-label={label}
        data-testid={testId}
        data-flagged={flagged}
        style={{
          width: large ? 200 : 112,
          maxWidth: '100%',
          height: large ? 64 : 40,
          flex: 'none',
          border: flagged
            ? '2px solid var(--mantine-color-yellow-6)'
            : '1px solid var(--mantine-color-gray-3)',
          borderRadius: 6,
          background: 'white',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {image.data ? (
          <img
            src={image.data}
            alt={label}
            style={{ maxWidth: '100%', maxHeight: '100%', display: 'block' }}
          />
        ) : image.isError ? (
          <Box c="gray.5" title={t.validation.result.evidenceMissing}>
            <IconPhotoOff size={18} />
          </Box>
        ) : (
          <Loader size={14} type="dots" />
        )}
      </UnstyledButton>
    </Tooltip>
  );
}
