import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type DocumentType, ZCreateDocumentTypeRequest } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { reportFormError } from '../../api/form-errors.ts';
import { createDocumentType, masterDataKeys, updateDocumentType } from '../../api/master-data.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

type Props = {
  opened: boolean;
  onClose: () => void /** The type to rename; none to add one. */;
  editing?: DocumentType;
};

/** POST document-type, or PUT document-type/{id} when renaming. */
export function DocumentTypeDialog({ opened, onClose, editing }: Props) {
  const c = t.masterData.types;
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(ZCreateDocumentTypeRequest),
    mode: 'onTouched',
    values: { name: editing?.name ?? '', code: editing?.code ?? '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (editing) await updateDocumentType(editing.id, values);
      else await createDocumentType(values);
      showSuccess(editing ? c.renamed : c.created);
      close();
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    } catch (error) {
      reportFormError(error, setError, ['name', 'code']);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={editing ? c.renameTitle : c.addTitle} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={c.name}
            placeholder={c.namePlaceholder}
            data-autofocus
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label={c.code}
            placeholder={c.codePlaceholder}
            description={c.codeHint}
            error={formState.errors.code?.message}
            {...register('code')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.masterData.cancel}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t.masterData.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
