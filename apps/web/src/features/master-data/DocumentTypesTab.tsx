import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentType } from '@vd/contract';
import { useState } from 'react';
import { deleteDocumentType, masterDataKeys, useDocumentTypes } from '../../api/master-data.ts';
import { showSuccess } from '../../api/toasts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';
import { t } from '../../i18n/id.ts';
import { DocumentTypeDialog } from './DocumentTypeDialog.tsx';
import { QueryState, Section } from './Section.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'rename'; type: DocumentType }
  | { kind: 'delete'; type: DocumentType };

/**
 * GET document-type, with add, rename and delete for owners and admins. On a phone the code goes
 * under the name, so the rename and delete buttons stay on screen.
 */
export function DocumentTypesTab({ editable }: { editable: boolean }) {
  const c = t.masterData.types;
  const types = useDocumentTypes();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const narrow = useNarrowScreen();
  const close = () => setDialog(null);
  const rows = types.data ?? [];
  const action = editable && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
      {c.add}
    </Button>
  );
  return (
    <Section title={c.title} text={c.text} action={action}>
      <QueryState query={types} empty={rows.length === 0 ? c.empty : null} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={narrow ? 300 : 560}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="document-types">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c.columns.name}</Table.Th>
                {!narrow && <Table.Th>{c.columns.code}</Table.Th>}
                <Table.Th>{c.columns.templates}</Table.Th>
                {editable && <Table.Th aria-label={c.actions} w={narrow ? 1 : undefined} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((type) => (
                <Table.Tr key={type.id} data-testid="document-type-row">
                  <Table.Td>
                    <Group gap={narrow ? 4 : 8} wrap={narrow ? 'wrap' : 'nowrap'}>
                      <Text fz="sm" fw={500}>
                        {type.name}
                      </Text>
                      {type.is_master && (
                        <Badge size="sm" variant="light">
                          {c.master}
                        </Badge>
                      )}
                    </Group>
                    {narrow && (
                      <Text fz="xs" c="dimmed" ff="monospace">
                        {type.code}
                      </Text>
                    )}
                  </Table.Td>
                  {!narrow && (
                    <Table.Td>
                      <Text fz="sm" ff="monospace">
                        {type.code}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td>{type.template_count}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={c.rename}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${c.rename} ${type.name}`}
                            onClick={() => setDialog({ kind: 'rename', type })}
                          >
                            <IconPencil size={17} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t.masterData.delete}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${t.masterData.delete} ${type.name}`}
                            onClick={() => setDialog({ kind: 'delete', type })}
                          >
                            <IconTrash size={17} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DocumentTypeDialog
        opened={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        editing={dialog?.kind === 'rename' ? dialog.type : undefined}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={c.deleteTitle}
        text={dialog?.kind === 'delete' ? c.deleteText(dialog.type.name) : ''}
        confirm={t.masterData.delete}
        cancel={t.masterData.cancel}
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          await deleteDocumentType(dialog.type.id);
          showSuccess(c.deleted);
          await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
        }}
      />
    </Section>
  );
}
