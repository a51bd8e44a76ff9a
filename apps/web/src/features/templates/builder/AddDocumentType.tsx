import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { addAdditionalDocument, templateKeys, useAdditionalDocumentTypes } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';

const c = t.templates.builder;

type Props = { templateId: string; onAdded: (typeId: string) => void };

/** "Tambah jenis dokumen": one of the company's document types not yet in the (draft) template. */
export function AddDocumentType({ templateId, onAdded }: Props) {
  const queryClient = useQueryClient();
  const available = useAdditionalDocumentTypes(templateId, true);
  const [typeId, setTypeId] = useState<string | null>(null);
  const options = (available.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  const empty = available.isSuccess && options.length === 0;

  const save = useMutation({
    mutationFn: (type: { id: string; name: string }) =>
      addAdditionalDocument({ template_id: templateId, document_type_id: type.id }),
    onSuccess: async (_answer, type) => {
      showSuccess(c.typeAdded(type.name));
      setTypeId(null);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      onAdded(type.id);
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const add = () => {
    const type = available.data?.find((item) => item.id === typeId);
    if (type) save.mutate(type);
  };

  return (
    <Group gap="xs" align="flex-end" mb="sm" data-testid="add-document-type">
      <Select
        label={c.addTypeLabel}
        placeholder={empty ? c.addTypeNothing : c.addTypePlaceholder}
        data={options}
        value={typeId}
        onChange={setTypeId}
        disabled={empty || available.isPending}
        searchable
        size="xs"
        w={260}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        onClick={add}
        loading={save.isPending}
        disabled={typeId === null}
      >
        {c.addType}
      </Button>
    </Group>
  );
}
