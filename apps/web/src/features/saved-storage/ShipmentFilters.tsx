import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDocumentTypes } from '../../api/master-data.ts';
import { DayRangeInputs, withoutEmpty } from '../../components/DayRangeInputs.tsx';
import { t } from '../../i18n/id.ts';

const c = t.savedStorage;

export type ShipmentFilterValues = {
  search?: string;
  document_type?: string;
  date_from?: string;
  date_to?: string;
};

type Props = { value: ShipmentFilterValues; onChange: (next: ShipmentFilterValues) => void };

/** Search (nomor aju, invoice number, name, file), document type and the WIB days of upload. */
export function ShipmentFilters({ value, onChange }: Props) {
  const types = useDocumentTypes();
  const set = (part: Partial<ShipmentFilterValues>) => onChange({ ...value, ...part });
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <TextInput
        flex={1}
        miw={220}
        label={c.search}
        leftSection={<IconSearch size={16} />}
        value={value.search ?? ''}
        onChange={(event) => set({ search: event.currentTarget.value || undefined })}
        data-testid="storage-search"
      />
      <Select
        w={200}
        label={c.documentType}
        placeholder={c.anyType}
        data={(types.data ?? []).map((type) => ({ value: type.code, label: `${type.name} (${type.code})` }))}
        value={value.document_type ?? null}
        onChange={(code) => set({ document_type: code ?? undefined })}
        clearable
        data-testid="storage-type"
      />
      <DayRangeInputs value={value} onChange={(part) => set(withoutEmpty(part))} />
    </Group>
  );
}
