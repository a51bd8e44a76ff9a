import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZSlotAdjustmentRequest } from '@vd/contract';
import { Controller, useForm } from 'react-hook-form';
import { reportFormError } from '../../api/form-errors.ts';
import { adjustSlots, internalKeys } from '../../api/internal.ts';
import { showSuccess } from '../../api/toasts.ts';
import { formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';

const ZForm = ZSlotAdjustmentRequest.omit({ company_id: true });
type Company = { id: string; name: string; slot_balance: number };

/** POST slot/adjustment: internal staff add or take slots of one company, with a reason. */
export function AdjustSlotsDialog({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const c = t.internal;
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset, control } = useForm({
    resolver: zodResolver(ZForm),
    mode: 'onTouched',
    defaultValues: { delta: undefined as unknown as number, reason: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    if (!company) return;
    try {
      const { balance } = await adjustSlots({ company_id: company.id, ...values });
      showSuccess(c.adjusted(company.name, formatNumber(balance)));
      close();
      await queryClient.invalidateQueries({ queryKey: internalKeys.companies });
    } catch (error) {
      reportFormError(error, setError, ['delta', 'reason']);
    }
  });

  return (
    <Modal opened={company !== null} onClose={close} title={c.adjustTitle(company?.name ?? '')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {c.adjustText(formatNumber(company?.slot_balance ?? 0))}
          </Text>
          <Controller
            control={control}
            name="delta"
            render={({ field, fieldState }) => (
              <NumberInput
                label={c.adjustDelta}
                placeholder={c.adjustDeltaPlaceholder}
                allowDecimal={false}
                data-autofocus
                withAsterisk
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Textarea
            label={c.adjustReason}
            placeholder={c.adjustReasonPlaceholder}
            description={c.adjustReasonHint}
            withAsterisk
            autosize
            minRows={2}
            maxLength={300}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {c.adjustCancel}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {c.adjustSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
