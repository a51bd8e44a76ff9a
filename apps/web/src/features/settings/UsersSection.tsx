import { Alert, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useUserList } from '../../api/user.ts';
import { t } from '../../i18n/id.ts';
import { UsersTable } from './UsersTable.tsx';

const PER_PAGE = 10;

/** "Pengguna": GET user/list with pagination (owner and admin; a member gets the SPEC §8 403). */
export function UsersSection() {
  const [page, setPage] = useState(1);
  const list = useUserList(page, PER_PAGE);
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t.settings.usersTitle}
          </Title>
          <Text fz="sm" c="dimmed">
            {t.settings.usersText}
          </Text>
        </Stack>
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
      {list.data && list.data.data.length === 0 && <Text c="dimmed">{t.settings.empty}</Text>}
      {list.data && list.data.data.length > 0 && <UsersTable users={list.data.data} />}
      {list.data && list.data.meta.total_pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={list.data.meta.total_pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Paper>
  );
}
