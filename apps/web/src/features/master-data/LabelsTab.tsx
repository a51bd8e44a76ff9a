import { Button, Group, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentLabel } from '@vd/contract';
import { useState } from 'react';
import { labelKeys, setLabelsActive, useLabelList } from '../../api/document-labels.ts';
import { errorMessage } from '../../api/errors.ts';
import { masterDataKeys } from '../../api/master-data.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { CreateLabelDialog } from './CreateLabelDialog.tsx';
import { LabelDrawer } from './LabelDrawer.tsx';
import { LabelsTable } from './LabelsTable.tsx';
import { QueryState, Section } from './Section.tsx';

const PER_PAGE = 10;

/** GET document-labels/list: search, pagination, bulk (de)activation, detail drawer, create. */
export function LabelsTab({ editable }: { editable: boolean }) {
  const c = t.masterData.labels;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useLabelList(page, PER_PAGE, settled);
  const rows = list.data?.data ?? [];

  const changeStatus = async (ids: string[], active: boolean) => {
    try {
      await setLabelsActive(ids, active);
      showSuccess(c.bulkDone(ids.length, active));
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const toggleOne = (label: DocumentLabel, active: boolean) => changeStatus([label.id], active);

  const action = editable && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
      {c.add}
    </Button>
  );
  return (
    <Section title={c.title} text={c.text} action={action}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <TextInput
          maw={340}
          flex={1}
          leftSection={<IconSearch size={16} />}
          placeholder={c.search}
          aria-label={c.search}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {selected.length > 0 ? (
          <Group gap="xs" data-testid="bulk-actions">
            <Text fz="sm" c="dimmed">
              {c.selected(selected.length)}
            </Text>
            <Button size="xs" variant="light" onClick={() => changeStatus(selected, true)}>
              {c.activate}
            </Button>
            <Button size="xs" variant="light" color="gray" onClick={() => changeStatus(selected, false)}>
              {c.deactivate}
            </Button>
          </Group>
        ) : (
          list.data && (
            <Text fz="sm" c="dimmed">
              {c.total(list.data.meta.total)}
            </Text>
          )
        )}
      </Group>
      <QueryState
        query={list}
        empty={rows.length === 0 ? (settled ? c.noResults(settled) : c.empty) : null}
      />
      {rows.length > 0 && (
        <LabelsTable
          labels={rows}
          editable={editable}
          selected={selected}
          onSelect={setSelected}
          onOpen={setOpenId}
          onToggleActive={toggleOne}
        />
      )}
      {list.data && list.data.meta.total_pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      <LabelDrawer labelId={openId} editable={editable} onClose={() => setOpenId(null)} />
      <CreateLabelDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          void queryClient.invalidateQueries({ queryKey: labelKeys.all });
          setOpenId(id);
        }}
      />
    </Section>
  );
}
