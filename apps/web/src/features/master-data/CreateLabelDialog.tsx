import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { dataTypes, ZCreateDocumentLabelRequest } from '@vd/contract';
import { Controller, useForm } from 'react-hook-form';
import { createLabel } from '../../api/document-labels.ts';
import { reportFormError } from '../../api/form-errors.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

const ZForm = ZCreateDocumentLabelRequest.pick({ name: true, data_type: true, description: true });

export const dataTypeOptions = dataTypes.map((value) => ({ value, label: t.masterData.dataTypes[value] }));

type Props = { opened: boolean; onClose: () => void; onCreated: (id: string) => void };

/** POST document-labels/create: a name and a data type (the logic starts at the type's default). */
export function CreateLabelDialog({ opened, onClose, onCreated }: Props) {
  const c = t.masterData.createLabel;
  const { register, handleSubmit, formState, setError, reset, control } = useForm({
    resolver: zodResolver(ZForm),
    mode: 'onTouched',
    defaultValues: { name: '', data_type: 'text', description: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      const label = await createLabel({ ...values, description: values.description || null, aliases: [] });
      showSuccess(c.created);
      close();
      onCreated(label.id);
    } catch (error) {
      reportFormError(error, setError, ['name', 'data_type']);
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={c.title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={c.name}
            placeholder={c.namePlaceholder}
            data-autofocus
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="data_type"
            render={({ field, fieldState }) => (
              <Select
                label={c.dataType}
                data={dataTypeOptions}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                error={fieldState.error?.message}
                allowDeselect={false}
                searchable
              />
            )}
          />
          <Textarea label={c.description} autosize minRows={2} {...register('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.masterData.cancel}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {c.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
