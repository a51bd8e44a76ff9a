import { ActionIcon, Box, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import type { PlacementProposal } from '@vd/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { t } from '../../../i18n/id.ts';
import { type Corners, move, toPercent } from './geometry.ts';
import classes from './Overlay.module.css';
import { proposalValue } from './ProposalPanel.tsx';
import { ProposalRect, type ProposalView, proposalTag } from './ProposalRect.tsx';
import { Rectangle, type RectangleView, valueText } from './Rectangle.tsx';
import { estimateWidth, layoutTags } from './tag-layout.ts';
import { useOverlayPointer } from './useOverlayPointer.ts';
import { proposalKey } from './useProposals.ts';

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

let tagFont: CanvasRenderingContext2D | null | undefined;
/** The width of a tag's text as the browser draws it (the tags' 10 px of the page's font). */
const measureTag = (text: string): number => {
  if (tagFont === undefined) {
    tagFont = document.createElement('canvas').getContext('2d');
    if (tagFont) tagFont.font = `10px ${getComputedStyle(document.body).fontFamily}`;
  }
  return tagFont ? tagFont.measureText(text).width : estimateWidth(text);
};

type Props = {
  imageUrl: string | null;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  rects: RectangleView[];
  /** A rectangle drawn and waiting for its label. */
  pending: Corners | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  editable: boolean;
  onDraw: (corners: Corners) => void;
  onChange: (id: string, corners: Corners) => void;
  onDelete: (id: string) => void;
  /** Proposed placements on this page (dashed); moved or resized, `onChange` gets the proposal's key. */
  proposals?: ProposalView[];
  activeProposal?: string | null;
  onProposal?: (proposal: PlacementProposal) => void;
  onProposalKey?: (event: KeyboardEvent, proposal: PlacementProposal) => void;
};

/** One page image with zoom and page navigation, and the overlay on which rectangles are drawn. */
export function PageViewer({
  imageUrl,
  page,
  pageCount,
  onPage,
  rects,
  pending,
  selectedId,
  proposals = [],
  activeProposal = null,
  ...on
}: Props) {
  const c = t.templates.builder;
  const [zoom, setZoom] = useState(2);
  const overlay = useRef<HTMLDivElement>(null);
  const pointer = useOverlayPointer({
    overlay,
    editable: on.editable,
    onDraw: on.onDraw,
    onChange: on.onChange,
  });
  const draft = pointer.drawing ?? pending;
  const draftBox = draft && toPercent(draft);
  const scale = ZOOMS[zoom] ?? 1;
  const pageSize = useElementSize();
  const live = rects.map((rect) => ({ ...rect, corners: pointer.live(rect.id, rect.corners) }));
  const liveProposals = proposals.map((view) => ({
    ...view,
    corners: pointer.live(proposalKey(view.proposal), view.corners),
  }));
  // Laid out on every render (a few dozen boxes): while a rectangle is dragged, its tags follow.
  const tags =
    pageSize.width === 0
      ? new Map()
      : layoutTags(
          [
            ...live.map((rect) => ({
              id: rect.id,
              corners: rect.corners,
              // A duplicated table row's cells are named by the first row's; a selected one shows its name.
              name: rect.row !== null && rect.row > 1 && rect.id !== selectedId ? null : rect.label,
              value: valueText(rect.value),
            })),
            ...liveProposals.map((view) => ({
              id: proposalKey(view.proposal),
              corners: view.corners,
              name: proposalTag(view.proposal),
              value: proposalValue(view.proposal),
            })),
          ],
          { width: pageSize.width, height: pageSize.height },
          measureTag,
        );

  return (
    <Box>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={4}>
          <Tooltip label={c.prevPage}>
            <ActionIcon
              variant="default"
              aria-label={c.prevPage}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
          </Tooltip>
          <Text fz="sm" miw={90} ta="center" data-testid="page-indicator">
            {c.pageOf(page, pageCount)}
          </Text>
          <Tooltip label={c.nextPage}>
            <ActionIcon
              variant="default"
              aria-label={c.nextPage}
              disabled={page >= pageCount}
              onClick={() => onPage(page + 1)}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label={c.zoomOut}
            disabled={zoom <= 0}
            onClick={() => setZoom(zoom - 1)}
          >
            <IconZoomOut size={16} />
          </ActionIcon>
          <Text fz="sm" miw={48} ta="center" data-testid="zoom-level">
            {Math.round(scale * 100)}%
          </Text>
          <ActionIcon
            variant="default"
            aria-label={c.zoomIn}
            disabled={zoom >= ZOOMS.length - 1}
            onClick={() => setZoom(zoom + 1)}
          >
            <IconZoomIn size={16} />
          </ActionIcon>
          <ActionIcon variant="default" aria-label={c.zoomReset} onClick={() => setZoom(2)}>
            <IconZoomReset size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Text fz="xs" c="dimmed" mb="xs">
        {on.editable ? c.drawHint : c.readOnlyHint}
      </Text>
      <Box className={classes.scroller} data-testid="page-scroll">
        <div ref={pageSize.ref} className={classes.page} style={{ width: `${scale * 100}%` }}>
          {imageUrl ? (
            <img className={classes.image} src={imageUrl} alt={c.pageImage(page)} draggable={false} />
          ) : (
            <Group h={600} justify="center">
              <Loader />
            </Group>
          )}
          <div
            ref={overlay}
            className={classes.overlay}
            data-testid="page-overlay"
            {...pointer.overlayHandlers}
            // A press on the bare page clears the selection. Not a click: the pointer is captured by
            // the overlay during a drag, so the click ending a drag on a rectangle lands here too.
            onPointerDown={(event) => {
              if (event.target === overlay.current) on.onSelect(null);
              pointer.overlayHandlers.onPointerDown(event);
            }}
            onKeyDown={(event) => event.key === 'Escape' && on.onSelect(null)}
            role="application"
            aria-label={c.overlayLabel(page)}
          >
            {/* Proposals first: a placed rectangle laid over one stays on top, to click and drag. */}
            {liveProposals.map((view, i) => {
              const key = proposalKey(view.proposal);
              const from = proposals[i]!.corners;
              return (
                <ProposalRect
                  key={key}
                  view={view}
                  tags={tags.get(key)}
                  active={key === activeProposal}
                  editable={on.editable}
                  onSelect={() => on.onProposal?.(view.proposal)}
                  onKey={(event) => on.onProposalKey?.(event, view.proposal)}
                  onMoveStart={pointer.startMove(key, from)}
                  onResizeStart={(handle) => pointer.startResize(key, from, handle)}
                />
              );
            })}
            {live.map((rect, i) => (
              <Rectangle
                key={rect.id}
                rect={rect}
                tags={tags.get(rect.id)}
                selected={rect.id === selectedId}
                editable={on.editable}
                onSelect={() => on.onSelect(rect.id)}
                onMoveStart={pointer.startMove(rect.id, rects[i]!.corners)}
                onResizeStart={(handle) => pointer.startResize(rect.id, rects[i]!.corners, handle)}
                onNudge={(dx, dy) => on.onChange(rect.id, move(rects[i]!.corners, dx, dy))}
                onDelete={() => on.onDelete(rect.id)}
              />
            ))}
            {draftBox && (
              <div
                className={classes.draft}
                data-testid="draft-rect"
                style={{
                  left: `${draftBox.x}%`,
                  top: `${draftBox.y}%`,
                  width: `${draftBox.width}%`,
                  height: `${draftBox.height}%`,
                }}
              />
            )}
          </div>
        </div>
      </Box>
    </Box>
  );
}
