import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabelCoordinates, PlacementProposal, SampleDocument } from '@vd/contract';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { useProposals as useProposalQuery } from '../../../api/template-assist.ts';
import { createGroup, labellingKeys, placeLabel } from '../../../api/template-labels.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';
import type { Corners } from './geometry.ts';
import type { Labelling } from './useLabelling.ts';

const c = t.templates.builder.proposals;

/** A proposal's key on screen and in the overlay (one proposal per label). */
export const proposalKey = (proposal: PlacementProposal) => `proposal:${proposal.document_label_id}`;
export const isProposalKey = (key: string) => key.startsWith('proposal:');

/** At or above this confidence a proposal has never been wrong on the bench (docs/assisted-templating.md). */
export const SURE = 0.8;

/** Top to bottom, left to right, page by page: the order Tab and the arrows go through. */
const reading = (a: PlacementProposal, b: PlacementProposal) =>
  a.page - b.page || a.coordinate.y0 - b.coordinate.y0 || a.coordinate.x0 - b.coordinate.x0;

/** A table column's proposal moved off its row (onto a total below the table): no longer a column. */
const offRow = (proposal: PlacementProposal, corners: Corners) => {
  const middle = (corners.y0 + corners.y1) / 2;
  return middle < proposal.coordinate.y0 || middle > proposal.coordinate.y1;
};

/**
 * The engine's proposals on a ready sample (asked when it has been read, and again on demand),
 * less those accepted, rejected or already placed. Accepting places the label with the ordinary
 * placement route (a table column into its group, made on its first column; moved off its row, a
 * single placement), so it is then an ordinary placement; rejecting only hides it. Accepts run one after the other (one mutation
 * scope), so two columns of one table never make two groups.
 */
export function useProposals(document: SampleDocument, labelling: Labelling, editable: boolean) {
  const queryClient = useQueryClient();
  const query = useProposalQuery(document.id, document.uid, editable);
  const [rejected, setRejected] = useState<ReadonlySet<string>>(new Set());
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  // Groups made by accepting a table's first column, by name, until the placements read show them.
  const made = useRef(new Map<string, string>());

  const placed = new Set(labelling.all.map((placement) => placement.document_label_id));
  const shown = (query.data?.proposals ?? [])
    .filter(
      (p) =>
        !placed.has(p.document_label_id) &&
        !rejected.has(p.document_label_id) &&
        !taken.has(p.document_label_id),
    )
    .sort(reading);

  /** The first row of the proposal's table on the sample now (read when the accept runs, not before). */
  const groupOf = (proposal: PlacementProposal): string | undefined => {
    if (!proposal.group) return undefined;
    const entries = queryClient.getQueryData<LabelCoordinates[]>(labellingKeys.labels(document.id)) ?? [];
    const found = entries.find(
      (entry) =>
        entry.is_group && entry.name === proposal.group && entry.row === 1 && entry.page === proposal.page,
    );
    return found?.id ?? made.current.get(proposal.group);
  };
  const settle = async (ids: string[]) => {
    await labelling.refresh();
    made.current.clear();
    setTaken((current) => new Set([...current].filter((id) => !ids.includes(id))));
  };
  const place = async (proposal: PlacementProposal, corners: Corners) => {
    const group = groupOf(proposal);
    const entry = await placeLabel(document.id, {
      document_label_id: proposal.document_label_id,
      page: proposal.page,
      coordinate: corners,
      ...(group ? { label_group_id: group } : {}),
    });
    if (!proposal.group || group) return;
    const answer = await createGroup(document.id, { label_ids: [entry.id], name: proposal.group });
    made.current.set(proposal.group, answer.data.id);
  };
  const hide = (ids: string[], into: typeof setTaken) => into((current) => new Set([...current, ...ids]));
  const unhide = (ids: string[]) =>
    setTaken((current) => new Set([...current].filter((id) => !ids.includes(id))));

  const scope = { id: `proposals-${document.id}` };
  const accept = useMutation({
    scope,
    mutationFn: ({ proposal, corners }: { proposal: PlacementProposal; corners?: Corners }) =>
      corners
        ? place(offRow(proposal, corners) ? { ...proposal, group: null } : proposal, corners)
        : place(proposal, proposal.coordinate),
    onMutate: ({ proposal }) => hide([proposal.document_label_id], setTaken),
    onError: (error, { proposal }) => {
      unhide([proposal.document_label_id]);
      showError(errorMessage(error));
    },
    onSettled: (_data, _error, { proposal }) => settle([proposal.document_label_id]),
  });
  const acceptAll = useMutation({
    scope,
    mutationFn: async (list: PlacementProposal[]) => {
      for (const proposal of list) await place(proposal, proposal.coordinate);
      return list.length;
    },
    onMutate: (list) =>
      hide(
        list.map((p) => p.document_label_id),
        setTaken,
      ),
    onSuccess: (count) => showSuccess(c.acceptedAll(count)),
    onError: (error, list) => {
      unhide(list.map((p) => p.document_label_id));
      showError(errorMessage(error));
    },
    onSettled: (_data, _error, list) => settle(list.map((p) => p.document_label_id)),
  });

  return {
    query,
    shown,
    accept: (proposal: PlacementProposal, corners?: Corners) =>
      accept.mutate(corners ? { proposal, corners } : { proposal }),
    acceptAll: () => acceptAll.mutate(shown),
    acceptingAll: acceptAll.isPending,
    reject: (proposal: PlacementProposal) => hide([proposal.document_label_id], setRejected),
    /** Hides every proposal shown, for whoever draws the template by hand ("Usulkan lagi" brings them back). */
    rejectAll: () =>
      hide(
        shown.map((p) => p.document_label_id),
        setRejected,
      ),
    /** Asks the engine again; the proposals rejected so far come back too. */
    again: () => {
      setRejected(new Set());
      void query.refetch();
    },
  };
}

export type Proposals = ReturnType<typeof useProposals>;
