import { Badge, Button, Checkbox, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
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
  const [saving, setSaving] = useState(false);
  const catalog = useLabelCatalog(settled);
  const items = catalog.data ?? [];

  const use = async () => {
    setSaving(true);
    try {
      const answer = await pickLabelParameters(picked);
      showSuccess(c.saved(answer.created));
      setPicked([]);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  const action = editable && (
    <Button
      leftSection={<IconCheck size={16} />}
      disabled={picked.length === 0}
      loading={saving}
      onClick={use}
    >
      {picked.length > 0 ? `${c.use} (${picked.length})` : c.use}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Section title={c.title} text={c.text} action={action}>
        <TextInput
          maw={340}
          mb="md"
          leftSection={<IconSearch size={16} />}
          placeholder={c.search}
          aria-label={c.search}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <QueryState query={catalog} empty={catalog.data && items.length === 0 ? c.empty : null} />
        <Stack gap="lg" data-testid="label-catalog">
          {labelCategories.map((category) => {
            const inCategory = items.filter((item) => item.category === category);
            if (inCategory.length === 0) return null;
            return (
              <Stack key={category} gap={4}>
                <Title order={3} fz="sm" c="dimmed" tt="uppercase">
                  {t.masterData.categories[category]}
                </Title>
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
