import { describe, expect, it } from 'vitest';
import type { Corners } from './geometry.ts';
import { emptyHistory, forget, record, redo, undo } from './placement-history.ts';

const box = (x0: number) => ({ x0, y0: 0.1, x1: x0 + 0.1, y1: 0.2 }) as Corners;

describe('undo and redo of placement edits', () => {
  it('takes edits back in reverse order and makes them again', () => {
    let history = record(emptyHistory, { id: 'a', from: box(0.1), to: box(0.2) });
    history = record(history, { id: 'b', from: box(0.5), to: box(0.6) });
    const first = undo(history)!;
    expect(first).toMatchObject({ id: 'b', corners: box(0.5) });
    const second = undo(first.history)!;
    expect(second).toMatchObject({ id: 'a', corners: box(0.1) });
    expect(undo(second.history)).toBeNull();
    const again = redo(second.history)!;
    expect(again).toMatchObject({ id: 'a', corners: box(0.2) });
    expect(redo(again.history)).toMatchObject({ id: 'b', corners: box(0.6) });
  });

  it('drops what was undone when a new edit is made, and forgets a deleted rectangle', () => {
    const history = record(emptyHistory, { id: 'a', from: box(0.1), to: box(0.2) });
    const undone = undo(history)!.history;
    const fresh = record(undone, { id: 'b', from: box(0.5), to: box(0.6) });
    expect(redo(fresh)).toBeNull();
    expect(undo(forget(fresh, 'b'))).toBeNull();
  });
});
