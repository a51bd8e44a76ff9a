import type { PlacementProposal } from '@vd/contract';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { formatPercent } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { type Corners, type Handle, toPercent } from './geometry.ts';
import classes from './Overlay.module.css';
import { proposalValue } from './ProposalPanel.tsx';
import { ResizeHandles, valueTagStyle } from './Rectangle.tsx';
import type { TagLayout } from './tag-layout.ts';
import { proposalKey, SURE } from './useProposals.ts';

const c = t.templates.builder.proposals;

export type ProposalView = { proposal: PlacementProposal; corners: Corners };

type Props = {
  view: ProposalView;
  tags: TagLayout | undefined;
  active: boolean;
  editable: boolean;
  onSelect: () => void;
  onKey: (event: KeyboardEvent) => void;
  onMoveStart: (event: PointerEvent) => void;
  onResizeStart: (handle: Handle) => (event: PointerEvent) => void;
};

/** The name tag of a proposal: its label and confidence. */
export const proposalTag = (p: PlacementProposal) => c.tag(p.label_name, formatPercent(p.confidence));

/**
 * A proposed placement on the page: dashed, its label and confidence above it, the value read
 * beside it. Dragged or resized, it is accepted where it is let go; Enter accepts it, Delete
 * rejects it, the arrows go to the next proposal.
 */
export function ProposalRect({
  view,
  tags,
  active,
  editable,
  onSelect,
  onKey,
  onMoveStart,
  onResizeStart,
}: Props) {
  const { proposal } = view;
  const box = toPercent(view.corners);
  const value = proposalValue(proposal);
  const side = tags?.side ?? (view.corners.x1 > 0.72 ? 'left' : 'right');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a draggable box over the image cannot be a <button>
    <div
      role="button"
      tabIndex={0}
      className={classes.proposal}
      data-testid="proposal-rect"
      data-proposal-page={proposalKey(proposal)}
      data-label={proposal.label_name}
      data-active={active}
      data-sure={proposal.confidence >= SURE}
      aria-pressed={active}
      aria-label={c.rectName(proposal.label_name, value, formatPercent(proposal.confidence))}
      style={{ left: `${box.x}%`, top: `${box.y}%`, width: `${box.width}%`, height: `${box.height}%` }}
      onPointerDown={(event) => {
        onSelect();
        onMoveStart(event);
      }}
      onFocus={onSelect}
      onKeyDown={onKey}
    >
      {tags?.nameWidth !== null && (
        <span
          className={classes.proposalTag}
          data-hidden={tags?.nameHidden ?? false}
          style={tags ? ({ '--name-width': `${tags.nameWidth}px` } as CSSProperties) : undefined}
        >
          {proposalTag(proposal)}
        </span>
      )}
      <span
        className={classes.value}
        data-testid="proposal-value"
        data-side={side === 'hover' ? 'right' : side}
        data-empty={proposal.display === null}
        style={valueTagStyle(tags)}
        hidden={side === 'hover' && !active}
      >
        {value}
      </span>
      {active && editable && <ResizeHandles onResizeStart={onResizeStart} />}
    </div>
  );
}
