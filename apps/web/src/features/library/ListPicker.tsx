import { Badge, Group, Select, UnstyledButton } from '@mantine/core';
import type { LibraryList, LibraryListSummary } from '@vd/contract';
import { libraryLists } from '@vd/contract';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { t } from '../../i18n/id.ts';

const c = t.library;

type Props = { lists: LibraryListSummary[]; value: LibraryList; onChange: (list: LibraryList) => void };

/** The eight lists: chips with their counts on a wide screen, a select on a phone. */
export function ListPicker({ lists, value, onChange }: Props) {
  const narrow = useNarrowScreen();
  const countOf = (list: LibraryList) => {
    const s = lists.find((l) => l.list === list);
    return s ? s.shipped_count + s.company_count : 0;
  };
  if (narrow) {
    return (
      <Select
        label={c.title}
        data={libraryLists.map((list) => ({ value: list, label: `${c.lists[list]} (${countOf(list)})` }))}
        value={value}
        onChange={(next) => next && onChange(next as LibraryList)}
        allowDeselect={false}
        data-testid="library-list-select"
      />
    );
  }
  return (
    <Group gap="xs" role="tablist" aria-label={c.title}>
      {libraryLists.map((list) => {
        const active = list === value;
        return (
          <UnstyledButton
            key={list}
            role="tab"
            aria-selected={active}
            onClick={() => onChange(list)}
            px="md"
            py={8}
            style={{
              borderRadius: 8,
              border: `1px solid ${active ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-3)'}`,
              background: active ? 'var(--mantine-color-green-0)' : 'white',
              fontWeight: active ? 600 : 500,
            }}
            data-testid={`library-list-${list}`}
          >
            <Group gap={8} wrap="nowrap">
              {c.lists[list]}
              <Badge size="sm" variant={active ? 'filled' : 'light'} color={active ? 'green' : 'gray'}>
                {countOf(list).toLocaleString('id-ID')}
              </Badge>
            </Group>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
