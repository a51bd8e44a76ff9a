import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import {
  type Corners,
  type Handle,
  isBigEnough,
  move,
  type Point,
  pointIn,
  resize,
  same,
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
 *
 * The gesture under way is kept in a ref as well as in state: on a busy machine the browser can
 * deliver pointerdown, the moves and pointerup before React renders again, and handlers that read
 * the rendered state would see no gesture and drop the drawing.
 */
export function useOverlayPointer({ overlay, editable, onDraw, onChange }: Options) {
  const [rendered, setRendered] = useState<Gesture | null>(null);
  const current = useRef<Gesture | null>(null);
  const setGesture = (next: Gesture | null) => {
    current.current = next;
    setRendered(next);
  };

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

  /** The gesture with its corners where the pointer is now. */
  const followed = (gesture: Gesture, point: Point): Gesture => {
    const dx = point.x - gesture.start.x;
    const dy = point.y - gesture.start.y;
    if (gesture.kind === 'draw') return { ...gesture, corners: span(gesture.start, point) };
    if (gesture.kind === 'move') return { ...gesture, corners: move(gesture.from, dx, dy) };
    return { ...gesture, corners: resize(gesture.from, gesture.handle, dx, dy) };
  };

  const onPointerMove = (event: PointerEvent) => {
    const point = at(event);
    const gesture = current.current;
    if (gesture && point) setGesture(followed(gesture, point));
  };
  const onPointerUp = (event: PointerEvent) => {
    const point = at(event);
    const under = current.current;
    if (!under) return;
    // The release point ends the gesture, whether or not the last move was delivered on its own.
    const gesture = point ? followed(under, point) : under;
    overlay.current?.releasePointerCapture(event.pointerId);
    setGesture(null);
    if (!isBigEnough(gesture.corners)) return;
    if (gesture.kind === 'draw') onDraw(gesture.corners);
    else if (!same(gesture.corners, gesture.from)) onChange(gesture.id, gesture.corners);
  };

  /** Where a rectangle is drawn right now (its live corners while it is dragged). */
  const live = (id: string, corners: Corners): Corners =>
    rendered && rendered.kind !== 'draw' && rendered.id === id ? rendered.corners : corners;
  const drawing = rendered?.kind === 'draw' ? rendered.corners : null;

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
