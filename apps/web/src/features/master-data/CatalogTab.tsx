import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LabelParameter, labelCategories } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { masterDataKeys, pickLabelParameters, useLabelCatalog } from '../../api/master-data.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { OwnLabels } from './OwnLabels.tsx';
import { QueryState, Section } from './Section.tsx';

/** GET label-parameters by category; POST company/label-parameters with the ticked ones. */
export function CatalogTab({ editable }: { editable: boolean }) {
  const c = t.masterData.catalog;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<string[]>([]);
  const catalog = useLabelCatalog(settled);
  const items = catalog.data ?? [];

  const use = useMutation({
    mutationFn: () => pickLabelParameters(picked),
    onSuccess: async (answer) => {
      showSuccess(c.saved(answer.created));
      setPicked([]);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  /** Ticks (or unticks) every label shown that the company does not use yet. */
  const toggleAll = (shown: LabelParameter[], on: boolean) => {
    const ids = shown.filter((item) => !item.used).map((item) => item.id);
    setPicked((current) =>
      on ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id)),
    );
  };
  const free = items.filter((item) => !item.used);

  const action = editable && (
    <Button
      leftSection={<IconCheck size={16} />}
      disabled={picked.length === 0}
      loading={use.isPending}
      onClick={() => use.mutate()}
    >
      {picked.length > 0 ? `${c.use} (${picked.length})` : c.use}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Section title={c.title} text={c.text} action={action}>
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <TextInput
            maw={340}
            flex={1}
            miw={220}
            leftSection={<IconSearch size={16} />}
            placeholder={c.search}
            aria-label={c.search}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {editable && free.length > 0 && (
            <AllCheckbox
              label={settled ? c.selectAllFound(free.length) : c.selectAll(free.length)}
              items={items}
              picked={picked}
              onChange={(on) => toggleAll(items, on)}
            />
          )}
        </Group>
        <QueryState query={catalog} empty={catalog.data && items.length === 0 ? c.empty : null} />
        <Stack gap="lg" data-testid="label-catalog">
          {labelCategories.map((category) => {
            const inCategory = items.filter((item) => item.category === category);
            if (inCategory.length === 0) return null;
            return (
              <Stack key={category} gap={4}>
                <Group gap="xs">
                  {editable && inCategory.some((item) => !item.used) && (
                    <AllCheckbox
                      label={c.selectCategory(t.masterData.categories[category])}
                      hidden
                      items={inCategory}
                      picked={picked}
                      onChange={(on) => toggleAll(inCategory, on)}
                    />
                  )}
                  <Title order={3} fz="sm" c="dimmed" tt="uppercase">
                    {t.masterData.categories[category]}
                  </Title>
                </Group>
                <CatalogTable items={inCategory} picked={picked} editable={editable} onToggle={toggle} />
              </Stack>
            );
          })}
        </Stack>
      </Section>
      <OwnLabels editable={editable} />
    </Stack>
  );
}

type AllProps = {
  label: string;
  /** The label only for screen readers (a category's box sits beside its visible title). */
  hidden?: boolean;
  items: LabelParameter[];
  picked: string[];
  onChange: (on: boolean) => void;
};

/** Ticks every label of `items` not used yet; shows whether all, some or none of them are ticked. */
function AllCheckbox({ label, hidden, items, picked, onChange }: AllProps) {
  const free = items.filter((item) => !item.used);
  const all = free.length > 0 && free.every((item) => picked.includes(item.id));
  const some = free.some((item) => picked.includes(item.id));
  return (
    <Checkbox
      ml={hidden ? 10 : undefined}
      label={hidden ? undefined : label}
      aria-label={label}
      checked={all}
      indeterminate={some && !all}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The label's English name and aliases, each once (any case), without its own name. */
const otherNames = (item: { name: string; name_en: string; aliases: string[] }) => {
  const seen = new Set([item.name.toLowerCase()]);
  return [item.name_en, ...item.aliases].filter((name) => {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

type TableProps = {
  items: LabelParameter[];
  picked: string[];
  editable: boolean;
  onToggle: (id: string, on: boolean) => void;
};

function CatalogTable({ items, picked, editable, onToggle }: TableProps) {
  const c = t.masterData.catalog;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} highlightOnHover>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="catalog-row">
              <Table.Td w={40}>
                <Checkbox
                  aria-label={c.pick(item.name)}
                  checked={item.used || picked.includes(item.id)}
                  disabled={item.used || !editable}
                  onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {item.name}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {otherNames(item).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td w={160}>{t.masterData.dataTypes[item.data_type]}</Table.Td>
              <Table.Td w={140}>
                {item.used && (
                  <Badge size="sm" variant="light">
                    {c.used}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
