import { Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DataType, ZAdditionalLabelInput } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { createAdditionalLabels, masterDataKeys, useAdditionalLabels } from '../../api/master-data.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { dataTypeOptions } from './CreateLabelDialog.tsx';
import { QueryState, Section } from './Section.tsx';

/** GET/POST company/additional-label-parameters: the company's own labels, beside the catalogue. */
export function OwnLabels({ editable }: { editable: boolean }) {
  const c = t.masterData.catalog;
  const queryClient = useQueryClient();
  const own = useAdditionalLabels();
  const [name, setName] = useState('');
  const [dataType, setDataType] = useState<DataType>('text');
  const [error, setError] = useState<string | null>(null);
  const labels = own.data ?? [];

  const create = useMutation({
    mutationFn: createAdditionalLabels,
    onSuccess: async () => {
      showSuccess(t.masterData.createLabel.created);
      setName('');
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    },
    onError: (failure) => showError(errorMessage(failure)),
  });
  const add = () => {
    const parsed = ZAdditionalLabelInput.safeParse({ name, data_type: dataType });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate({ labels: [parsed.data] });
  };

  return (
    <Section title={c.ownTitle} text={c.ownText}>
      <Stack gap="md">
        <QueryState query={own} empty={own.data && labels.length === 0 ? c.ownEmpty : null} />
        {labels.length > 0 && (
          <Group gap={6} data-testid="own-labels">
            {labels.map((label) => (
              <Badge key={label.id} variant="outline" color="gray" tt="none" size="lg" fw={500}>
                {label.name} · {t.masterData.dataTypes[label.data_type]}
              </Badge>
            ))}
          </Group>
        )}
        {editable && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <Group align="flex-start" gap="xs">
              <TextInput
                flex={1}
                maw={320}
                label={t.masterData.createLabel.name}
                placeholder={t.masterData.createLabel.namePlaceholder}
                value={name}
                error={error}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(null);
                }}
              />
              <Select
                w={200}
                label={t.masterData.createLabel.dataType}
                data={dataTypeOptions}
                value={dataType}
                onChange={(value) => value && setDataType(value as DataType)}
                allowDeselect={false}
              />
              <Button
                type="submit"
                mt={25}
                variant="light"
                leftSection={<IconPlus size={16} />}
                loading={create.isPending}
              >
                {c.ownAdd}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Section>
  );
}
