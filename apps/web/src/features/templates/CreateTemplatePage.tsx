import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, MultiSelect, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZCreateTemplateRequest } from '@vd/contract';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { reportFormError } from '../../api/form-errors.ts';
import { useDocumentTypes } from '../../api/master-data.ts';
import { createTemplate, templateKeys } from '../../api/templates.ts';
import { showSuccess } from '../../api/toasts.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { RequireAccess } from '../../routes/RequireAccess.tsx';
import { builderPath } from './builder-path.ts';
import { DraftList } from './DraftList.tsx';

const c = t.templates.create;
const ZForm = ZCreateTemplateRequest.extend({
  document_type_ids: z.array(z.string()).min(1, c.documentTypesRequired),
});

/** "Buat Template" (owners and admins): name, description and document types of a new draft, then the builder. */
export function CreateTemplatePage() {
  return (
    <RequireAccess permission="templates.manage">
      <CreateTemplateForm />
    </RequireAccess>
  );
}

function CreateTemplateForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useDocumentTypes();
  const { register, handleSubmit, formState, setError, control } = useForm({
    resolver: zodResolver(ZForm),
    mode: 'onTouched',
    defaultValues: { name: '', description: '', document_type_ids: [] as string[] },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const template = await createTemplate({ ...values, description: values.description || null });
      showSuccess(c.created);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      navigate(builderPath(template.id));
    } catch (error) {
      reportFormError(error, setError, ['name', 'description', 'document_type_ids']);
    }
  });
  const options = (types.data ?? []).map((type) => ({
    value: type.id,
    label: type.name === type.code ? type.name : `${type.name} (${type.code})`,
  }));
  return (
    <Stack gap={0}>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg">
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <TextInput
                  label={c.name}
                  placeholder={c.namePlaceholder}
                  withAsterisk
                  error={formState.errors.name?.message}
                  {...register('name')}
                />
                <Textarea
                  label={c.description}
                  placeholder={c.descriptionPlaceholder}
                  autosize
                  minRows={2}
                  error={formState.errors.description?.message}
                  {...register('description')}
                />
                <Controller
                  control={control}
                  name="document_type_ids"
                  render={({ field, fieldState }) => (
                    <MultiSelect
                      label={c.documentTypes}
                      description={c.documentTypesHint}
                      withAsterisk
                      data={options}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                      searchable
                      disabled={types.isPending}
                    />
                  )}
                />
                <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
                  {c.submit}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DraftList title={c.draftsTitle} empty={c.draftsEmpty} perPage={5} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
