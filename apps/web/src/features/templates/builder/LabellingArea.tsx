import { ActionIcon, Grid, Group, Stack, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { PlacementCaption, PlacementProposal, SampleDocument } from '@vd/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useAccess } from '../../../api/permissions.ts';
import { placementCaption } from '../../../api/template-assist.ts';
import { usePageImage } from '../../../api/template-files.ts';
import { t } from '../../../i18n/id.ts';
import { CaptionOffer } from './CaptionOffer.tsx';
import { DocumentFormat } from './DocumentFormat.tsx';
import { GroupPanel } from './GroupPanel.tsx';
import type { Corners } from './geometry.ts';
import { LabelPicker } from './LabelPicker.tsx';
import { PageViewer } from './PageViewer.tsx';
import { PlacedList } from './PlacedList.tsx';
import { PromptPanel } from './PromptPanel.tsx';
import { ProposalPanel } from './ProposalPanel.tsx';
import { useLabelling } from './useLabelling.ts';
import { isProposalKey, proposalKey, useProposals } from './useProposals.ts';

type Props = { document: SampleDocument; editable: boolean };
type Surface = 'page' | 'list';

/**
 * The page viewer of one ready sample document, with its rectangles, the engine's proposals,
 * groups and prompt beside it.
 */
export function LabellingArea({ document, editable }: Props) {
  const labelling = useLabelling(document.template_id, document.id);
  const proposals = useProposals(document, labelling, editable);
  const [page, setPage] = useState(1);
  const [activeProposal, setActiveProposal] = useState<string | null>(null);
  const [offer, setOffer] = useState<(PlacementCaption & { caption: string }) | null>(null);
  const aliases = useAccess('master-data.manage').allowed;
  // The proposal to take the focus once it is on screen (the next one, after Enter or Delete).
  const focusNext = useRef<{ surface: Surface; key: string } | null>(null);
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    const target = window.document.querySelector<HTMLElement>(
      `[data-proposal-${wanted.surface}="${wanted.key}"]`,
    );
    if (target) {
      focusNext.current = null;
      target.focus();
    }
  });
  const [checked, setChecked] = useState<string[]>([]);
  const image = usePageImage(document.pages[page - 1]?.image_url ?? null);
  const groups = labelling.entries.filter((entry) => entry.is_group);
  const c = t.templates.builder;

  const selectProposal = (proposal: PlacementProposal) => {
    setActiveProposal(proposalKey(proposal));
    labelling.setSelectedId(null);
    if (proposal.page !== page) setPage(proposal.page);
  };
  /** Enter accepts, Delete rejects, the arrows go to the next or previous proposal, Esc lets go. */
  const onProposalKey = (surface: Surface) => (event: KeyboardEvent, proposal: PlacementProposal) => {
    const list = proposals.shown;
    const at = list.findIndex((item) => item.document_label_id === proposal.document_label_id);
    const go = (target: PlacementProposal | undefined) => {
      if (!target) return;
      selectProposal(target);
      focusNext.current = { surface, key: proposalKey(target) };
    };
    if (event.key === 'Enter') {
      proposals.accept(proposal);
      go(list[at + 1] ?? list[at - 1]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      proposals.reject(proposal);
      go(list[at + 1] ?? list[at - 1]);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') go(list[at + 1]);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') go(list[at - 1]);
    else if (event.key === 'Escape') setActiveProposal(null);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  /** A rectangle moved or resized: a proposal is accepted where it was let go. */
  const onChange = (key: string, corners: Corners) => {
    const proposal = proposals.shown.find((item) => proposalKey(item) === key);
    if (isProposalKey(key)) {
      if (proposal) proposals.accept(proposal, corners);
    } else void labelling.reshape(key, corners);
  };
  /** A label picked for a rectangle drawn by hand; its caption is offered as an alias when new. */
  const pick = async (labelId: string) => {
    const placed = await labelling.place(labelId);
    if (placed && aliases) {
      placementCaption(document.id, placed)
        .then((found) => {
          if (found.caption !== null && !found.known) setOffer({ ...found, caption: found.caption });
        })
        .catch(() => undefined);
    }
    return placed !== null;
  };
  useHotkeys(
    editable
      ? [
          ['mod+Z', () => void labelling.undo()],
          ['mod+shift+Z', () => void labelling.redo()],
          ['mod+Y', () => void labelling.redo()],
        ]
      : [],
  );

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        {editable && (
          <Group gap={4} justify="flex-end" mb={4}>
            <Tooltip label={c.undoHint}>
              <ActionIcon
                variant="default"
                aria-label={c.undo}
                disabled={!labelling.canUndo}
                onClick={() => void labelling.undo()}
              >
                <IconArrowBackUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={c.redoHint}>
              <ActionIcon
                variant="default"
                aria-label={c.redo}
                disabled={!labelling.canRedo}
                onClick={() => void labelling.redo()}
              >
                <IconArrowForwardUp size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        <PageViewer
          imageUrl={image.data ?? null}
          page={page}
          pageCount={Math.max(1, document.page_count)}
          onPage={setPage}
          rects={labelling.rectsOn(page)}
          pending={labelling.pending?.page === page ? labelling.pending.corners : null}
          selectedId={labelling.selectedId}
          onSelect={labelling.setSelectedId}
          editable={editable}
          onDraw={(corners) => labelling.setPending({ page, corners })}
          onChange={onChange}
          onDelete={(id) => void labelling.remove(id)}
          proposals={
            editable
              ? proposals.shown
                  .filter((proposal) => proposal.page === page)
                  .map((proposal) => ({ proposal, corners: proposal.coordinate }))
              : []
          }
          activeProposal={activeProposal}
          onProposal={selectProposal}
          onProposalKey={onProposalKey('page')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          {offer && (
            <CaptionOffer key={offer.document_label_id} offer={offer} onDone={() => setOffer(null)} />
          )}
          {editable && (
            <ProposalPanel
              proposals={proposals}
              activeKey={activeProposal}
              onSelect={selectProposal}
              onKey={onProposalKey('list')}
            />
          )}
          <PlacedList
            placements={labelling.all}
            readings={labelling.readings}
            selectedId={labelling.selectedId}
            onSelect={(placement) => {
              setPage(placement.page);
              labelling.setSelectedId(placement.id);
            }}
            onDelete={(id) => void labelling.remove(id)}
            checked={checked}
            onCheck={setChecked}
            editable={editable}
          />
          <GroupPanel
            documentId={document.id}
            groups={groups}
            checked={checked}
            onGrouped={() => setChecked([])}
            onChanged={labelling.refresh}
            editable={editable}
          />
          <PromptPanel
            key={document.id}
            document={document}
            placements={labelling.all}
            editable={editable}
            onSaved={labelling.refresh}
          />
          {editable && <DocumentFormat document={document} />}
        </Stack>
      </Grid.Col>
      <LabelPicker
        opened={labelling.pending !== null}
        onCancel={() => labelling.setPending(null)}
        onPick={pick}
      />
    </Grid>
  );
}
