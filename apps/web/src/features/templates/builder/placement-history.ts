import type { Corners } from './geometry.ts';

/** One placement edit: a rectangle moved or resized from one place to another. */
export type PlacementEdit = { id: string; from: Corners; to: Corners };
export type PlacementHistory = { done: PlacementEdit[]; undone: PlacementEdit[] };

export const emptyHistory: PlacementHistory = { done: [], undone: [] };
const LIMIT = 50;

/** A new edit: it can be undone; what had been undone can no longer be redone. */
export const record = (history: PlacementHistory, edit: PlacementEdit): PlacementHistory => ({
  done: [...history.done, edit].slice(-LIMIT),
  undone: [],
});

/** The last edit taken back: where its rectangle goes (`corners`), and the history after it. */
export function undo(history: PlacementHistory) {
  const edit = history.done.at(-1);
  if (!edit) return null;
  return {
    id: edit.id,
    corners: edit.from,
    history: { done: history.done.slice(0, -1), undone: [...history.undone, edit] },
  };
}

/** The last undone edit made again. */
export function redo(history: PlacementHistory) {
  const edit = history.undone.at(-1);
  if (!edit) return null;
  return {
    id: edit.id,
    corners: edit.to,
    history: { done: [...history.done, edit], undone: history.undone.slice(0, -1) },
  };
}

/** A deleted rectangle's edits cannot be replayed. */
export const forget = (history: PlacementHistory, id: string): PlacementHistory => ({
  done: history.done.filter((edit) => edit.id !== id),
  undone: history.undone.filter((edit) => edit.id !== id),
});
