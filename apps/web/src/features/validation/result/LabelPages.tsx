import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { LabelResult, Reading, ShipmentDocument } from '@vd/contract';
import { useEffect, useRef, useState } from 'react';
import { useAuthorizedImage } from '../../../api/validation-files.ts';
import { formatPercent } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { VerdictBadge } from '../badges.tsx';
import { rowKey } from './keys.ts';

const c = t.validation.result;
const ZOOMS = [1, 1.5, 2, 3] as const;

/** The colour of a confidence: sure (green), doubtful (yellow, under the review threshold), weak (red). */
export const confidenceColor = (confidence: number): string =>
  confidence >= 0.9 ? 'green' : confidence >= 0.7 ? 'yellow' : 'red';

/** A reading's confidence as a coloured number: "Keyakinan 82%". */
export function ConfidenceBadge({ reading, testId }: { reading: Reading; testId?: string }) {
  return (
    <Badge
      size="xs"
      variant="dot"
      color={confidenceColor(reading.confidence)}
      data-testid={testId}
      data-confidence={reading.confidence}
    >
      {c.confidenceOf(formatPercent(reading.confidence))}
    </Badge>
  );
}

type PageProps = { label: LabelResult; reading: Reading; doc: ShipmentDocument };

/**
 * One document's page with the value's box highlighted: zoom in and out, pan by scrolling, and
 * switch to the document's other pages (the box shows on the page it was read from).
 */
function DocumentPage({ label, reading, doc }: PageProps) {
  const [page, setPage] = useState(reading.page);
  const [zoomAt, setZoomAt] = useState(0);
  const zoom = ZOOMS[zoomAt]!;
  const frame = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const url = doc.pages.find((item) => item.number === page)?.image_url ?? null;
  const image = useAuthorizedImage(url);
  const count = Math.max(1, doc.pages.length);
  const onPage = page === reading.page;
  useEffect(() => setPage(reading.page), [reading.page]);
  // The box is brought into the middle of the frame, without scrolling the window: again when the
  // image arrives, the zoom changes or the page with the box comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: zoom and onPage move the box.
  useEffect(() => {
    const box = region.current;
    const view = frame.current;
    if (!box || !view || !image.data) return;
    view.scrollTop = box.offsetTop - view.clientHeight / 2 + box.offsetHeight / 2;
    view.scrollLeft = box.offsetLeft - view.clientWidth / 2 + box.offsetWidth / 2;
  }, [image.data, zoom, onPage]);
  const key = `${rowKey(label)}-${reading.document_type_code}`;
  const { x0, y0, x1, y1 } = reading.coordinate;
  return (
    <Stack gap={6} miw={0} data-testid={`page-view-${key}`} data-page={page}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text fz="sm" fw={600} truncate>
            {doc.document_type_name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {reading.display || reading.text || c.noValue}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={c.zoomOut}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={c.zoomOut}
              disabled={zoomAt === 0}
              onClick={() => setZoomAt(zoomAt - 1)}
            >
              <IconZoomOut size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={c.zoomIn}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={c.zoomIn}
              disabled={zoomAt === ZOOMS.length - 1}
              onClick={() => setZoomAt(zoomAt + 1)}
              data-testid={`zoom-in-${key}`}
            >
              <IconZoomIn size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group gap={6} wrap="wrap">
        <ConfidenceBadge reading={reading} />
        {reading.equal !== null && label.reference_document_id !== reading.document_id && (
          <Badge size="xs" variant="light" color={reading.equal ? 'green' : 'red'}>
            {reading.equal ? c.equal : c.different}
          </Badge>
        )}
        {label.reference_document_id === reading.document_id && (
          <Badge size="xs" variant="outline" color="gray">
            {c.reference}
          </Badge>
        )}
      </Group>
      <Box
        ref={frame}
        h={{ base: '60vh', sm: 340 }}
        style={{ overflow: 'auto', background: 'var(--mantine-color-gray-1)', borderRadius: 6 }}
      >
        {image.isError && (
          <Alert color="red" variant="light" m="xs">
            {t.validation.evidence.loadError}
          </Alert>
        )}
        {image.isPending && (
          <Group h="100%" justify="center">
            <Loader size="sm" />
          </Group>
        )}
        {image.data && (
          <Box pos="relative" style={{ width: `${zoom * 100}%` }}>
            <img
              src={image.data}
              alt={t.validation.evidence.pageImage(page)}
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
            {onPage && (
              <div
                ref={region}
                data-testid={`page-region-${key}`}
                style={{
                  position: 'absolute',
                  left: `${x0 * 100}%`,
                  top: `${y0 * 100}%`,
                  width: `${(x1 - x0) * 100}%`,
                  height: `${(y1 - y0) * 100}%`,
                  border: `3px solid var(--mantine-color-${confidenceColor(reading.confidence)}-6)`,
                  background: 'rgba(253, 126, 20, 0.12)',
                  boxShadow: '0 0 0 4000px rgba(0, 0, 0, 0.10)',
                  borderRadius: 3,
                  pointerEvents: 'none',
                }}
              />
            )}
          </Box>
        )}
      </Box>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={c.previousPage}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fz="xs" c={onPage ? 'dimmed' : 'orange.8'}>
          {onPage ? c.pageOf(page, count) : `${c.pageOf(page, count)} · ${c.notOnPage}`}
        </Text>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={c.nextPage}
          disabled={page >= count}
          onClick={() => setPage(page + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

type Props = {
  label: LabelResult | null;
  documents: ShipmentDocument[];
  /** One column on a phone (full screen), two beside the table. */
  columns?: number;
};

/**
 * The selected label's documents side by side, each page with the value's box highlighted, its
 * confidence as a colour and a number: the check a broker makes against the paper.
 */
export function LabelPages({ label, documents, columns = 2 }: Props) {
  if (!label) {
    return (
      <Text fz="sm" c="dimmed" data-testid="label-pages-empty">
        {c.pagesEmpty}
      </Text>
    );
  }
  const shown = documents.flatMap((doc) =>
    label.readings.filter((reading) => reading.document_id === doc.id).map((reading) => ({ doc, reading })),
  );
  return (
    <Stack gap="sm" data-testid="label-pages" data-label={rowKey(label)}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} fz="md">
          {c.pagesTitle(label.row > 0 ? `${label.label_name} · ${c.row(label.row)}` : label.label_name)}
        </Title>
        <VerdictBadge verdict={label.verdict} accepted={label.decision !== null} />
      </Group>
      <SimpleGrid cols={Math.min(columns, Math.max(1, shown.length))} spacing="sm">
        {shown.map(({ doc, reading }) => (
          <DocumentPage key={reading.id} label={label} reading={reading} doc={doc} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
