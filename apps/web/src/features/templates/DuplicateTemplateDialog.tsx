import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Template, ZDuplicateTemplateRequest } from '@vd/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { reportFormError } from '../../api/form-errors.ts';
import { duplicateTemplate } from '../../api/template-assist.ts';
import { templateKeys } from '../../api/templates.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { builderPath } from './builder-path.ts';

const c = t.templates.duplicate;

type Props = { template: Template | null; onClose: () => void };

/**
 * POST template/{id}/duplicate: the template's copy under the name given (samples, groups and
 * placements with it), a draft opened in the builder.
 */
export function DuplicateTemplateDialog({ template, onClose }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(ZDuplicateTemplateRequest),
    mode: 'onTouched',
    values: { name: template ? c.defaultName(template.name) : '' },
  });
  const duplicate = useMutation({
    mutationFn: (name: string) => duplicateTemplate(template?.id ?? '', name),
    onSuccess: async (copy) => {
      showSuccess(c.done(copy.name));
      reset();
      onClose();
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      await navigate(builderPath(copy.id));
    },
    onError: (error) => reportFormError(error, setError, ['name']),
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal opened={template !== null} onClose={close} title={c.title} centered>
      <form onSubmit={handleSubmit((values) => duplicate.mutate(values.name))} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {template && c.text(template.name)}
          </Text>
          <TextInput
            label={c.name}
            data-autofocus
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.templates.builder.cancel}
            </Button>
            <Button type="submit" loading={duplicate.isPending}>
              {c.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
