import { ActionIcon, Grid, Group, Stack, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { TemplateDocument } from '@vd/contract';
import { useState } from 'react';
import { usePageImage } from '../../../api/template-files.ts';
import { t } from '../../../i18n/id.ts';
import { DocumentFormat } from './DocumentFormat.tsx';
import { GroupPanel } from './GroupPanel.tsx';
import { LabelPicker } from './LabelPicker.tsx';
import { PageViewer } from './PageViewer.tsx';
import { PlacedList } from './PlacedList.tsx';
import { PromptPanel } from './PromptPanel.tsx';
import { useLabelling } from './useLabelling.ts';

type Props = { document: TemplateDocument; editable: boolean };

/** The page viewer of one ready sample document, with its rectangles, groups and prompt beside it. */
export function LabellingArea({ document, editable }: Props) {
  const labelling = useLabelling(document.template_id, document.id);
  const [page, setPage] = useState(1);
  const [checked, setChecked] = useState<string[]>([]);
  const image = usePageImage(document.pages[page - 1]?.image_url ?? null);
  const groups = labelling.entries.filter((entry) => entry.is_group);
  const c = t.templates.builder;
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
          onChange={(id, corners) => void labelling.reshape(id, corners)}
          onDelete={(id) => void labelling.remove(id)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
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
        onPick={labelling.place}
      />
    </Grid>
  );
}
