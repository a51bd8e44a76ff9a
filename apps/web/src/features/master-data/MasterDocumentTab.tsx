import { Button, Group, Select, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import {
  masterDataKeys,
  setMasterDocument,
  useDocumentTypes,
  useMasterDocument,
} from '../../api/master-data.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { QueryState, Section } from './Section.tsx';

/** GET/PUT company/master-document: the document type every other document is compared with. */
export function MasterDocumentTab({ editable }: { editable: boolean }) {
  const c = t.masterData.master;
  const queryClient = useQueryClient();
  const types = useDocumentTypes();
  // GET company/master-document: owners and admins (docs/product.md §9); members read the types' flag.
  const master = useMasterDocument(editable);
  const [choice, setChoice] = useState<string | null>(null);
  const current = editable ? (master.data ?? null) : (types.data?.find((type) => type.is_master) ?? null);
  const loaded = types.isSuccess && (!editable || master.isSuccess);
  const selected = choice ?? current?.id ?? null;

  const save = useMutation({
    mutationFn: setMasterDocument,
    onSuccess: async () => {
      showSuccess(c.saved);
      setChoice(null);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });

  return (
    <Section title={c.title} text={c.text}>
      <QueryState query={master.isError ? master : types} empty={null} />
      {types.data && loaded && (
        <Group align="flex-end" gap="sm">
          <Select
            w={320}
            label={c.label}
            placeholder={c.placeholder}
            data={types.data.map((type) => ({ value: type.id, label: `${type.name} (${type.code})` }))}
            value={selected}
            onChange={setChoice}
            allowDeselect={false}
            disabled={!editable}
            searchable
          />
          {editable && (
            <Button
              onClick={() => selected && save.mutate(selected)}
              loading={save.isPending}
              disabled={!selected || selected === current?.id}
            >
              {c.save}
            </Button>
          )}
        </Group>
      )}
      {loaded && (
        <Text fz="sm" c="dimmed" mt="sm" data-testid="master-document">
          {current ? c.current(current.name) : c.none}
        </Text>
      )}
    </Section>
  );
}
