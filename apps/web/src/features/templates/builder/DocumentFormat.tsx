import { Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SampleDocument } from '@vd/contract';
import { errorMessage } from '../../../api/errors.ts';
import { templateKeys } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { setTemplateDateFormat, useDateFormats } from '../../../api/validation.ts';
import { t } from '../../../i18n/id.ts';

const c = t.validation.templateFormat;
const AUTO = 'auto';
type NumberFormat = 'id' | 'en' | 'auto';
type Saved = { date_format: string | null; number_format: NumberFormat };

const isNumberFormat = (value: string): value is NumberFormat =>
  value === 'id' || value === 'en' || value === 'auto';

/**
 * The default date format and number writing of a sample document (POST document/format-date/set),
 * offered first when a document of this type is validated.
 */
export function DocumentFormat({ document }: { document: SampleDocument }) {
  const queryClient = useQueryClient();
  const formats = useDateFormats();
  const value: Saved = { date_format: document.date_format, number_format: document.number_format };
  const save = useMutation({
    mutationFn: (next: Saved) =>
      setTemplateDateFormat({
        document_id: document.id,
        date_format: next.date_format,
        number_format: next.number_format,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.documents(document.template_id) });
      showSuccess(c.saved);
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const options = [
    { value: AUTO, label: c.auto },
    ...(formats.data ?? []).map((option) => ({
      value: option.format,
      label: t.validation.format.option(option.format, option.example),
    })),
  ];
  return (
    <Paper withBorder p="md" data-testid={`template-format-${document.document_type.code}`}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600} fz="sm">
            {c.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {c.text}
          </Text>
        </Stack>
        <Select
          size="xs"
          label={c.date}
          data={options}
          value={value.date_format ?? AUTO}
          onChange={(next) => next && save.mutate({ ...value, date_format: next === AUTO ? null : next })}
          allowDeselect={false}
          disabled={save.isPending || formats.isPending}
        />
        <Stack gap={4}>
          <Text fz="xs" fw={500}>
            {c.number}
          </Text>
          <SegmentedControl
            size="xs"
            fullWidth
            value={value.number_format}
            onChange={(next) => isNumberFormat(next) && save.mutate({ ...value, number_format: next })}
            data={t.validation.format.numberOptions.map((option) => ({ ...option }))}
            disabled={save.isPending}
            aria-label={c.number}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
