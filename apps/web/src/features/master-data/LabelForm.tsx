import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type DocumentLabel, ZCreateDocumentLabelRequest } from '@vd/contract';
import { Controller, useForm } from 'react-hook-form';
import { updateLabel } from '../../api/document-labels.ts';
import { reportFormError } from '../../api/form-errors.ts';
import { masterDataKeys } from '../../api/master-data.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { dataTypeOptions } from './CreateLabelDialog.tsx';

const ZForm = ZCreateDocumentLabelRequest.pick({ name: true, data_type: true });

/** PUT document-labels/update/{id}: rename a label or change its data type. */
export function LabelForm({ label, editable }: { label: DocumentLabel; editable: boolean }) {
  const c = t.masterData.detail;
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, control } = useForm({
    resolver: zodResolver(ZForm),
    mode: 'onTouched',
    defaultValues: { name: label.name, data_type: label.data_type },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateLabel(label.id, values);
      showSuccess(c.saved);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    } catch (error) {
      reportFormError(error, setError, ['name', 'data_type']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={c.name}
            readOnly={!editable}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="data_type"
            render={({ field }) => (
              <Select
                label={c.dataType}
                data={dataTypeOptions}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                disabled={!editable}
              />
            )}
          />
        </Group>
        {editable && formState.isDirty && (
          <Button type="submit" w="fit-content" loading={formState.isSubmitting}>
            {c.save}
          </Button>
        )}
      </Stack>
    </form>
  );
}
