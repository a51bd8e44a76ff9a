import type { KeyboardEvent, PointerEvent } from 'react';
import { t } from '../../../i18n/id.ts';
import { type Corners, describe, type Handle, toPercent } from './geometry.ts';
import classes from './Overlay.module.css';

export type RectangleView = {
  id: string;
  corners: Corners;
  label: string;
  /** The value the engine reads there now; null when nothing is read, undefined while reading. */
  value: string | null | undefined;
  grouped: boolean;
};

type Props = {
  rect: RectangleView;
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

/** One labelled rectangle on the page, with the value read there beside it. */
export function Rectangle({ rect, selected, editable, onSelect, onMoveStart, onResizeStart, ...on }: Props) {
  const c = t.templates.builder;
  const box = toPercent(rect.corners);
  const valueText = rect.value === undefined ? c.reading : (rect.value ?? c.nothingRead);
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
      aria-label={c.rectName(rect.label, valueText)}
      title={`${rect.label} · ${describe(rect.corners)}`}
      style={{ left: `${box.x}%`, top: `${box.y}%`, width: `${box.width}%`, height: `${box.height}%` }}
      onPointerDown={(event) => {
        onSelect();
        onMoveStart(event);
      }}
      onKeyDown={onKeyDown}
    >
      <span className={classes.tag}>{rect.label}</span>
      <span
        className={classes.value}
        data-testid="rect-value"
        data-side={rect.corners.x1 > 0.72 ? 'left' : 'right'}
        data-empty={rect.value === null}
      >
        {valueText}
      </span>
      {selected &&
        editable &&
        handles.map((handle) => (
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
        ))}
    </div>
  );
}
