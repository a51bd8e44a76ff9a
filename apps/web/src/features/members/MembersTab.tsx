import { Alert, Group, Loader, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useMemberList } from '../../api/members.ts';
import { useMe } from '../../api/profile.ts';
import { t } from '../../i18n/id.ts';
import { MembersTable } from './MembersTable.tsx';

const PER_PAGE = 10;

/** GET user/list with search and pagination. */
export function MembersTab() {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const list = useMemberList(page, PER_PAGE, settled);
  const me = useMe();
  const rows = list.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <TextInput
          maw={320}
          flex={1}
          leftSection={<IconSearch size={16} />}
          placeholder={t.users.search}
          aria-label={t.users.search}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {list.data && (
          <Text fz="sm" c="dimmed">
            {t.settings.total(list.data.meta.total)}
          </Text>
        )}
      </Group>
      {list.isPending && <Loader size="sm" />}
      {list.isError && (
        <Alert color="red" variant="light">
          {t.settings.loadError}
        </Alert>
      )}
      {list.data && rows.length === 0 && (
        <Text c="dimmed">{settled ? t.users.noResults(settled) : t.settings.empty}</Text>
      )}
      {rows.length > 0 && <MembersTable users={rows} me={me.data} />}
      {list.data && list.data.meta.total_pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </>
  );
}
