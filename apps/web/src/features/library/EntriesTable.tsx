import { ActionIcon, Badge, CloseButton, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { LibraryEntry, LibraryList } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { deleteLibraryAlias, deleteLibraryEntry, useRefreshLibrary } from '../../api/library.ts';
import type { Access } from '../../api/permissions.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { t } from '../../i18n/id.ts';
import { AddAliasDialog } from './AddAliasDialog.tsx';

const c = t.library;
const SHOWN_ALIASES = 5;

/** An HS code as the tariff book writes it: 0901.11.10. */
export const displayCode = (list: LibraryList, code: string) =>
  list === 'hs_code'
    ? code.replace(/^(\d{4})(\d{2})(\d{2})?(\d{2})?$/, (_all, a, b, d, e) =>
        [`${a}.${b}`, d, e].filter(Boolean).join('.'),
      )
    : code;

type Props = { list: LibraryList; rows: LibraryEntry[]; access: Access; aliases: boolean };

/** The entries of a list: a table on a wide screen, cards on a phone (nothing cut off). */
export function EntriesTable({ list, rows, access, aliases }: Props) {
  const narrow = useNarrowScreen();
  const refresh = useRefreshLibrary();
  const [aliasFor, setAliasFor] = useState<LibraryEntry | null>(null);
  const [deleting, setDeleting] = useState<LibraryEntry | null>(null);
  const canManage = access.allowed;
  const removeAlias = async (id: string) => {
    try {
      await deleteLibraryAlias(id);
      await refresh();
      showSuccess(c.deleted);
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const aliasBadges = (entry: LibraryEntry) => (
    <Group gap={4}>
      {entry.aliases.slice(0, SHOWN_ALIASES).map((alias) => (
        <Badge key={alias} variant="light" color="gray" tt="none" fw={500}>
          {alias}
        </Badge>
      ))}
      {entry.aliases.length > SHOWN_ALIASES && (
        <Tooltip label={entry.aliases.slice(SHOWN_ALIASES).join(', ')} multiline w={280}>
          <Badge variant="outline" color="gray">
            +{entry.aliases.length - SHOWN_ALIASES}
          </Badge>
        </Tooltip>
      )}
      {entry.company_aliases.map((alias) => (
        <Badge
          key={alias.id}
          variant="light"
          color="green"
          tt="none"
          fw={500}
          rightSection={
            canManage ? (
              <CloseButton
                size="xs"
                aria-label={c.deleteAlias(alias.alias)}
                onClick={() => void removeAlias(alias.id)}
              />
            ) : null
          }
        >
          {alias.alias}
        </Badge>
      ))}
    </Group>
  );
  const actions = (entry: LibraryEntry) =>
    canManage ? (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {aliases && (
          <Tooltip label={c.addAlias}>
            <ActionIcon
              variant="subtle"
              aria-label={`${c.addAlias} ${entry.code}`}
              onClick={() => setAliasFor(entry)}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {entry.source === 'company' && entry.entry_id && (
          <Tooltip label={c.deleteEntry}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${c.deleteEntry} ${entry.code}`}
              onClick={() => setDeleting(entry)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    ) : null;
  const sourceBadge = (entry: LibraryEntry) => (
    <Badge variant="dot" color={entry.source === 'company' ? 'green' : 'gray'} tt="none">
      {entry.source === 'company' ? c.own : c.shipped}
    </Badge>
  );
  return (
    <>
      {narrow ? (
        <Stack gap="xs" data-testid="library-entries">
          {rows.map((entry) => (
            <Paper key={entry.code} withBorder p="sm" data-testid="library-entry">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text ff="monospace" fw={600}>
                    {displayCode(list, entry.code)}
                  </Text>
                  <Text fz="sm">{entry.name}</Text>
                </Stack>
                {actions(entry)}
              </Group>
              <Group mt={6} gap={6}>
                {sourceBadge(entry)}
                {aliasBadges(entry)}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" data-testid="library-entries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>{c.columns.code}</Table.Th>
                <Table.Th>{c.columns.name}</Table.Th>
                {list !== 'hs_code' && <Table.Th>{c.columns.aliases}</Table.Th>}
                <Table.Th w={130}>{c.columns.source}</Table.Th>
                {canManage && <Table.Th w={90} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.code} data-testid="library-entry">
                  <Table.Td ff="monospace" fw={600}>
                    {displayCode(list, entry.code)}
                  </Table.Td>
                  <Table.Td>{entry.name}</Table.Td>
                  {list !== 'hs_code' && <Table.Td>{aliasBadges(entry)}</Table.Td>}
                  <Table.Td>{sourceBadge(entry)}</Table.Td>
                  {canManage && <Table.Td>{actions(entry)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddAliasDialog list={list} entry={aliasFor} onClose={() => setAliasFor(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={c.deleteEntryTitle(deleting ? displayCode(list, deleting.code) : '')}
        text={c.deleteEntryText}
        confirm={c.delete}
        cancel={c.cancel}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting?.entry_id) await deleteLibraryEntry(deleting.entry_id);
          await refresh();
          showSuccess(c.deleted);
        }}
      />
    </>
  );
}
