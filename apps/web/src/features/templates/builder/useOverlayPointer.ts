import { type PointerEvent, type RefObject, useState } from 'react';
import {
  type Corners,
  type Handle,
  isBigEnough,
  move,
  type Point,
  pointIn,
  resize,
  span,
} from './geometry.ts';

type Gesture =
  | { kind: 'draw'; start: Point; corners: Corners }
  | { kind: 'move'; id: string; start: Point; from: Corners; corners: Corners }
  | { kind: 'resize'; id: string; handle: Handle; start: Point; from: Corners; corners: Corners };

type Options = {
  overlay: RefObject<HTMLDivElement | null>;
  editable: boolean;
  onDraw: (corners: Corners) => void;
  onChange: (id: string, corners: Corners) => void;
};

/**
 * Pointer gestures of the overlay: drag on the page draws a rectangle, drag on a rectangle moves it,
 * drag on a corner handle resizes it. The pointer is captured so a fast drag never gets lost.
 */
export function useOverlayPointer({ overlay, editable, onDraw, onChange }: Options) {
  const [gesture, setGesture] = useState<Gesture | null>(null);

  const at = (event: PointerEvent) => (overlay.current ? pointIn(overlay.current, event) : null);
  const capture = (event: PointerEvent) => {
    overlay.current?.setPointerCapture(event.pointerId);
    event.preventDefault();
    event.stopPropagation();
  };

  const startDraw = (event: PointerEvent) => {
    const point = at(event);
    if (!editable || event.button !== 0 || !point) return;
    capture(event);
    setGesture({ kind: 'draw', start: point, corners: span(point, point) });
  };
  const startMove = (id: string, from: Corners) => (event: PointerEvent) => {
    const point = at(event);
    if (!editable || event.button !== 0 || !point) return;
    capture(event);
    setGesture({ kind: 'move', id, start: point, from, corners: from });
  };
  const startResize = (id: string, from: Corners, handle: Handle) => (event: PointerEvent) => {
    const point = at(event);
    if (!editable || event.button !== 0 || !point) return;
    capture(event);
    setGesture({ kind: 'resize', id, handle, start: point, from, corners: from });
  };

  const onPointerMove = (event: PointerEvent) => {
    const point = at(event);
    if (!gesture || !point) return;
    const dx = point.x - gesture.start.x;
    const dy = point.y - gesture.start.y;
    if (gesture.kind === 'draw') setGesture({ ...gesture, corners: span(gesture.start, point) });
    else if (gesture.kind === 'move') setGesture({ ...gesture, corners: move(gesture.from, dx, dy) });
    else setGesture({ ...gesture, corners: resize(gesture.from, gesture.handle, dx, dy) });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!gesture) return;
    overlay.current?.releasePointerCapture(event.pointerId);
    setGesture(null);
    if (!isBigEnough(gesture.corners)) return;
    if (gesture.kind === 'draw') onDraw(gesture.corners);
    else if (gesture.corners !== gesture.from) onChange(gesture.id, gesture.corners);
  };

  /** Where a rectangle is drawn right now (its live corners while it is dragged). */
  const live = (id: string, corners: Corners): Corners =>
    gesture && gesture.kind !== 'draw' && gesture.id === id ? gesture.corners : corners;
  const drawing = gesture?.kind === 'draw' ? gesture.corners : null;

  return {
    startMove,
    startResize,
    live,
    drawing,
    overlayHandlers: {
      onPointerDown: startDraw,
      onPointerMove,
      onPointerUp,
      onPointerCancel: () => setGesture(null),
    },
  };
}
