import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { t } from '../../../i18n/id.ts';
import { type Corners, describe, type Handle, toPercent } from './geometry.ts';
import classes from './Overlay.module.css';
import { GAP, type TagLayout } from './tag-layout.ts';

export type RectangleView = {
  id: string;
  corners: Corners;
  label: string;
  /** The value the engine reads there now; null when nothing is read, undefined while reading. */
  value: string | null | undefined;
  /** Why the value read needs a person's check (read with low confidence); null when it does not. */
  review: string | null;
  grouped: boolean;
  /** The table row of a grouped rectangle (1 for the first row), null for a single one. */
  row: number | null;
};

/** The value tag's text: the value, "membaca..." while reading, or "tidak terbaca". */
export const valueText = (value: string | null | undefined): string =>
  value === undefined ? t.templates.builder.reading : (value ?? t.templates.builder.nothingRead);

type Props = {
  rect: RectangleView;
  /** Where its tags go (tag-layout.ts); before the page is measured, the default sides. */
  tags: TagLayout | undefined;
  selected: boolean;
  editable: boolean;
  onSelect: () => void;
  onMoveStart: (event: PointerEvent) => void;
  onResizeStart: (handle: Handle) => (event: PointerEvent) => void;
  onNudge: (dx: number, dy: number) => void;
  onDelete: () => void;
};

const handles: Handle[] = ['nw', 'ne', 'sw', 'se'];
const STEP = 0.002;
const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/** Where a box's value tag is laid out (`layoutTags`): its width, and its left beside the name tag. */
export const valueTagStyle = (tags: TagLayout | undefined): CSSProperties | undefined =>
  tags &&
  ({
    '--value-width': `${tags.valueWidth}px`,
    '--above-left': `${(tags.nameWidth ?? 0) + GAP - 2}px`,
  } as CSSProperties);

/** The four corner handles of a selected box; a press on one starts a resize, not a move. */
export function ResizeHandles({
  onResizeStart,
}: {
  onResizeStart: (handle: Handle) => (event: PointerEvent) => void;
}) {
  return handles.map((handle) => (
    <span
      key={handle}
      className={classes.handle}
      data-handle={handle}
      aria-hidden
      onPointerDown={(event) => {
        event.stopPropagation();
        onResizeStart(handle)(event);
      }}
    />
  ));
}

/** One labelled rectangle on the page, with the value read there beside it. */
export function Rectangle({
  rect,
  tags,
  selected,
  editable,
  onSelect,
  onMoveStart,
  onResizeStart,
  ...on
}: Props) {
  const c = t.templates.builder;
  const box = toPercent(rect.corners);
  const text = valueText(rect.value);
  const side = tags?.side ?? (rect.corners.x1 > 0.72 ? 'left' : 'right');
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = arrows[event.key];
    if (event.key === 'Enter' || event.key === ' ') onSelect();
    else if (editable && arrow) on.onNudge(...arrow);
    else if (editable && (event.key === 'Delete' || event.key === 'Backspace')) on.onDelete();
    else return;
    event.preventDefault();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a draggable box over the image cannot be a <button>
    <div
      role="button"
      tabIndex={0}
      className={classes.rect}
      data-testid="label-rect"
      data-label={rect.label}
      data-selected={selected}
      data-grouped={rect.grouped}
      aria-pressed={selected}
      data-review={rect.review !== null}
      aria-label={
        rect.review === null ? c.rectName(rect.label, text) : c.flaggedRect(rect.label, text, rect.review)
      }
      title={[`${rect.label} · ${describe(rect.corners)}`, rect.review].filter(Boolean).join('\n')}
      style={{ left: `${box.x}%`, top: `${box.y}%`, width: `${box.width}%`, height: `${box.height}%` }}
      onPointerDown={(event) => {
        onSelect();
        onMoveStart(event);
      }}
      onKeyDown={onKeyDown}
    >
      {tags?.nameWidth !== null && (
        <span
          className={classes.tag}
          data-testid="rect-name"
          data-hidden={tags?.nameHidden ?? false}
          style={tags ? ({ '--name-width': `${tags.nameWidth}px` } as CSSProperties) : undefined}
        >
          {rect.label}
        </span>
      )}
      {side === 'hover' && (
        <span
          className={classes.dot}
          data-empty={rect.value === null}
          data-review={rect.review !== null}
          aria-hidden
        />
      )}
      <span
        className={classes.value}
        data-testid="rect-value"
        data-side={side}
        data-empty={rect.value === null}
        data-review={rect.review !== null}
        style={valueTagStyle(tags)}
      >
        {rect.review !== null && '⚠ '}
        {text}
      </span>
      {selected && editable && <ResizeHandles onResizeStart={onResizeStart} />}
    </div>
  );
}
