import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ZCreateValidationRequest } from '@vd/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { reportFormError } from '../../../api/form-errors.ts';
import { useIsManager } from '../../../api/profile.ts';
import { showSuccess } from '../../../api/toasts.ts';
import { createValidation, useValidationCollection, validationKeys } from '../../../api/validation.ts';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';
import { QueryState } from '../../master-data/Section.tsx';
import { validationPath } from '../validation-paths.ts';
import { TemplateOption } from './TemplateOption.tsx';

const c = t.validation.pick;
const PER_PAGE = 8;

/** Step 1 of a new validation: published templates to pick, an optional shipment name, "Lanjutkan". */
export function TemplateStep({ canWrite }: { canWrite: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const manager = useIsManager();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const collection = useValidationCollection({ page, per_page: PER_PAGE, search: settled || undefined });
  const rows = collection.data?.data ?? [];
  const { register, handleSubmit, formState, setError, control, watch } = useForm({
    resolver: zodResolver(ZCreateValidationRequest),
    defaultValues: { template_ids: [] as string[], name: '' },
  });
  const chosen = watch('template_ids');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await createValidation({ ...values, name: values.name || undefined });
      showSuccess(c.created);
      await queryClient.invalidateQueries({ queryKey: validationKeys.all });
      navigate(validationPath(created.id));
    } catch (error) {
      reportFormError(error, setError, ['template_ids', 'name']);
    }
  });

  const empty = rows.length === 0 ? (settled ? c.noResults : c.empty) : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {c.title}
            </Title>
            <Text fz="sm" c="dimmed" maw={720}>
              {c.text}
            </Text>
          </Stack>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={c.search}
            aria-label={c.search}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={420}
          />
          <QueryState query={collection} empty={empty} />
          {empty === c.empty && !collection.isPending && (
            <Group>
              <Button
                component={Link}
                to={manager ? paths.createTemplate : paths.templateLibrary}
                variant="light"
              >
                {manager ? c.createTemplate : c.toLibrary}
              </Button>
            </Group>
          )}
          <Controller
            control={control}
            name="template_ids"
            render={({ field, fieldState }) => (
              <Stack gap="xs" data-testid="template-options">
                {rows.map((template) => (
                  <TemplateOption
                    key={template.id}
                    template={template}
                    checked={field.value.includes(template.id)}
                    disabled={!canWrite}
                    onChange={(checked) =>
                      field.onChange(
                        checked
                          ? [...field.value, template.id]
                          : field.value.filter((id) => id !== template.id),
                      )
                    }
                  />
                ))}
                {fieldState.error && (
                  <Text c="red" fz="sm" role="alert">
                    {fieldState.error.message}
                  </Text>
                )}
              </Stack>
            )}
          />
          {collection.data && collection.data.meta.total_pages > 1 && (
            <Group justify="flex-end">
              <Pagination
                total={collection.data.meta.total_pages}
                value={page}
                onChange={setPage}
                size="sm"
              />
            </Group>
          )}
          {canWrite && (
            <>
              <TextInput
                label={c.name}
                description={c.nameHint}
                placeholder={c.namePlaceholder}
                maw={520}
                error={formState.errors.name?.message}
                {...register('name')}
              />
              <Group justify="space-between" align="center">
                <Text fz="sm" c="dimmed" data-testid="chosen-count">
                  {c.selected(chosen.length)}
                </Text>
                <Button
                  type="submit"
                  loading={formState.isSubmitting}
                  rightSection={<IconArrowRight size={16} />}
                  data-testid="create-validation"
                >
                  {c.submit}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </form>
  );
}
