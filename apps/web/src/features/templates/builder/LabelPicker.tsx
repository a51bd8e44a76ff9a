import { Button, Group, Modal, type OptionsFilter, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataType } from '@vd/contract';
import { useRef, useState } from 'react';
import { createLabel, labelKeys, useActiveLabels } from '../../../api/document-labels.ts';
import { errorMessage } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';
import { dataTypeOptions } from '../../master-data/CreateLabelDialog.tsx';

const c = t.templates.builder;

type Props = { opened: boolean; onCancel: () => void; onPick: (labelId: string) => Promise<boolean> };

/** Which label a new rectangle gets: search the company's active labels (names and aliases), or create one. */
export function LabelPicker({ opened, onCancel, onPick }: Props) {
  const queryClient = useQueryClient();
  const labels = useActiveLabels();
  const [value, setValue] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // The name being typed. The select empties its search when it loses focus (the type select or
  // the create button taking it): only what is typed while the input has focus changes the name.
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [newType, setNewType] = useState<DataType>('text');
  const options = (labels.data ?? []).map((label) => ({ value: label.id, label: label.name }));
  const typed = name.trim();
  const exists = (labels.data ?? []).some((label) => label.name.toLowerCase() === typed.toLowerCase());
  const canCreate = typed.length > 0 && !exists && value === null;

  const onSearch = (text: string) => {
    setSearch(text);
    if (document.activeElement === input.current) setName(text);
  };
  const close = () => {
    setValue(null);
    setSearch('');
    setName('');
    onCancel();
  };
  // onPick answers whether the rectangle was placed (a refusal is its own toast).
  const pick = useMutation({
    mutationFn: onPick,
    onSuccess: (done) => {
      if (done) {
        setValue(null);
        setSearch('');
        setName('');
      }
    },
  });
  // A new label is created, then picked: the buttons spin from the one call to the end of the other.
  const create = useMutation({
    mutationFn: createLabel,
    onSuccess: async (label) => {
      showSuccess(c.labelCreated(label.name));
      await queryClient.invalidateQueries({ queryKey: labelKeys.all });
      pick.mutate(label.id);
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const saving = create.isPending || pick.isPending;
  // Searching by alias: a label matches when its name or one of its aliases contains the text.
  const filter: OptionsFilter = ({ options: list, search: text }) => {
    const needle = text.trim().toLowerCase();
    return list.filter((option) => {
      if (!('value' in option)) return true;
      const label = labels.data?.find((item) => item.id === option.value);
      return [option.label, ...(label?.aliases ?? [])].some((name) => name.toLowerCase().includes(needle));
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={c.pickTitle}>
      <Stack gap="md">
        <Select
          label={c.pickLabel}
          placeholder={c.pickPlaceholder}
          data={options}
          value={value}
          onChange={setValue}
          searchable
          searchValue={search}
          onSearchChange={onSearch}
          ref={input}
          filter={filter}
          nothingFoundMessage={c.pickNothing}
          data-autofocus
          disabled={labels.isPending}
        />
        {canCreate && (
          <Group align="flex-end" gap="xs" data-testid="create-label">
            <Select
              flex={1}
              label={c.newLabelType}
              data={dataTypeOptions}
              value={newType}
              onChange={(type) => type && setNewType(type as DataType)}
              allowDeselect={false}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => create.mutate({ name: typed, data_type: newType, aliases: [] })}
              loading={saving}
            >
              {c.createLabel(typed)}
            </Button>
          </Group>
        )}
        {labels.isError && <Text c="red">{errorMessage(labels.error)}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {c.cancel}
          </Button>
          <Button disabled={value === null} loading={saving} onClick={() => value && pick.mutate(value)}>
            {c.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
