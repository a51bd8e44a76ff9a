import { useQueryClient } from '@tanstack/react-query';
import type { LabelCoordinates, LabelPlacement, PlacementReading } from '@vd/contract';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import {
  deletePlacement,
  labellingKeys,
  placeLabel,
  updatePlacement,
  usePlacements,
  usePreview,
} from '../../../api/template-labels.ts';
import { templateKeys } from '../../../api/templates.ts';
import { showError } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';
import type { Corners } from './geometry.ts';
import { emptyHistory, forget, record, redo, undo } from './placement-history.ts';
import type { RectangleView } from './Rectangle.tsx';

/** Every single placement of a document, the labels of groups included. */
export const flatten = (entries: LabelCoordinates[]): LabelPlacement[] =>
  entries.flatMap((entry) => (entry.is_group ? entry.labels : [entry]));

/** The value as the validation result shows it ("USD 12.500,00", "25 Januari 2024"), or null. */
export const readValue = (reading: PlacementReading | undefined): string | null | undefined =>
  reading?.display;

/** Why a value read needs a person's check (a validation marks it Perlu Diperiksa); else null. */
export const reviewReason = (reading: PlacementReading | undefined): string | null =>
  reading?.review ? (reading.reason ?? t.templates.builder.flagged) : null;

/**
 * The labelling of one sample document: its placements, what the engine reads in each (refreshed
 * after every change), the rectangle waiting for a label, and the calls that change them.
 */
export function useLabelling(templateId: string, documentId: string) {
  const queryClient = useQueryClient();
  const placements = usePlacements(documentId);
  const preview = usePreview(templateId, documentId);
  const [pending, setPending] = useState<{ page: number; corners: Corners } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [overrides, setOverrides] = useState<Record<string, Corners>>({});
  const [history, setHistory] = useState(emptyHistory);

  const all = useMemo(() => flatten(placements.data ?? []), [placements.data]);
  const readings = useMemo(
    () => new Map((preview.data ?? []).map((reading) => [reading.id, reading])),
    [preview.data],
  );

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: labellingKeys.labels(documentId) });
    setOverrides({});
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: labellingKeys.preview(templateId, documentId) }),
      queryClient.invalidateQueries({ queryKey: labellingKeys.review(templateId) }),
      queryClient.invalidateQueries({ queryKey: templateKeys.documents(templateId) }),
    ]);
  };
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return true;
    } catch (error) {
      showError(errorMessage(error));
      return false;
    } finally {
      await refresh();
    }
  };

  const replay = (step: { id: string; corners: Corners; history: typeof history } | null) => {
    if (!step) return Promise.resolve(false);
    setHistory(step.history);
    setOverrides((current) => ({ ...current, [step.id]: step.corners }));
    return run(() => updatePlacement(documentId, step.id, { coordinate: step.corners }));
  };

  const rows = new Map((placements.data ?? []).filter((e) => e.is_group).map((e) => [e.id, e.row]));
  const rectsOn = (page: number): RectangleView[] =>
    all
      .filter((placement) => placement.page === page)
      .map((placement) => {
        // A rectangle moved or resized shows no reading until its new place is read.
        const reading = overrides[placement.id] ? undefined : readings.get(placement.id);
        return {
          id: placement.id,
          corners: overrides[placement.id] ?? placement.coordinate,
          label: placement.label_name,
          value: readValue(reading),
          review: reviewReason(reading),
          grouped: placement.label_group_id !== null,
          row: placement.label_group_id ? (rows.get(placement.label_group_id) ?? 1) : null,
        };
      });

  return {
    placements,
    entries: placements.data ?? [],
    all,
    readings,
    pending,
    setPending,
    selectedId,
    setSelectedId,
    rectsOn,
    refresh,
    /** Places the pending rectangle with this label; answers the new placement's id, or null. */
    place: async (labelId: string): Promise<string | null> => {
      if (!pending) return null;
      const { page, corners } = pending;
      let placed: string | null = null;
      await run(async () => {
        // The new rectangle is not selected: its corner handles would catch the next drag beside it.
        placed = (await placeLabel(documentId, { document_label_id: labelId, page, coordinate: corners })).id;
        setPending(null);
        setSelectedId(null);
      });
      return placed;
    },
    reshape: (id: string, corners: Corners) => {
      const from = overrides[id] ?? all.find((placement) => placement.id === id)?.coordinate;
      if (from) setHistory((current) => record(current, { id, from, to: corners }));
      setOverrides((current) => ({ ...current, [id]: corners }));
      return run(() => updatePlacement(documentId, id, { coordinate: corners }));
    },
    /** Moves and resizes taken back (Ctrl+Z) and made again (Ctrl+Shift+Z, Ctrl+Y). */
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
    undo: () => replay(undo(history)),
    redo: () => replay(redo(history)),
    remove: (id: string) => {
      if (selectedId === id) setSelectedId(null);
      setHistory((current) => forget(current, id));
      return run(() => deletePlacement(documentId, id));
    },
  };
}

export type Labelling = ReturnType<typeof useLabelling>;
