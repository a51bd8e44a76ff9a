import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DocumentLabel, type ValidationLogic, validationLogics, ZValidationLogic } from '@vd/contract';
import { useState } from 'react';
import { setValidationLogic } from '../../api/document-labels.ts';
import { errorMessage } from '../../api/errors.ts';
import { masterDataKeys } from '../../api/master-data.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

/** The editor's fields: every parameter of every logic, as the inputs hold them. */
interface Draft {
  logic: ValidationLogic['logic'];
  thresholdPercent: number | string;
  absolute: number | string;
  percent: number | string;
  days: number | string;
}

const toDraft = (logic: ValidationLogic): Draft => ({
  logic: logic.logic,
  thresholdPercent: logic.logic === 'fuzzy' ? Math.round(logic.threshold * 100) : 85,
  absolute: logic.logic === 'number' ? (logic.tolerance.absolute ?? '') : '',
  percent: logic.logic === 'number' ? (logic.tolerance.percent ?? '') : '',
  days: logic.logic === 'date' ? logic.days : 0,
});

const num = (value: number | string): number | undefined => (typeof value === 'number' ? value : undefined);

/** The logic with only its own parameters, checked by the contract before it is sent. */
function fromDraft(draft: Draft) {
  const threshold = num(draft.thresholdPercent);
  const candidate =
    draft.logic === 'fuzzy'
      ? { logic: 'fuzzy', threshold: threshold === undefined ? undefined : threshold / 100 }
      : draft.logic === 'number'
        ? { logic: 'number', tolerance: { absolute: num(draft.absolute), percent: num(draft.percent) } }
        : draft.logic === 'date'
          ? { logic: 'date', days: num(draft.days) }
          : { logic: draft.logic };
  return ZValidationLogic.safeParse(candidate);
}

const logicOptions = validationLogics.map((value) => ({ value, label: t.masterData.logic.names[value] }));

/** PUT document-labels/validation-logic: the logic of a label and its parameters (docs/product.md §14). */
export function LogicEditor({ label, editable }: { label: DocumentLabel; editable: boolean }) {
  const c = t.masterData.logic;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(label.validation_logic));
  const parsed = fromDraft(draft);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const save = useMutation({
    mutationFn: (logic: ValidationLogic) => setValidationLogic(label.id, logic),
    onSuccess: async () => {
      showSuccess(c.saved);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });

  return (
    <Stack gap="sm" data-testid="logic-editor">
      <Select
        label={c.label}
        data={logicOptions}
        value={draft.logic}
        onChange={(value) => value && change({ logic: value as Draft['logic'] })}
        allowDeselect={false}
        disabled={!editable}
      />
      {draft.logic === 'fuzzy' && (
        <NumberInput
          label={c.threshold}
          min={0}
          max={100}
          value={draft.thresholdPercent}
          onChange={(value) => change({ thresholdPercent: value })}
          disabled={!editable}
        />
      )}
      {draft.logic === 'number' && (
        <Group grow align="flex-start">
          <NumberInput
            label={c.absolute}
            min={0}
            decimalSeparator=","
            value={draft.absolute}
            onChange={(value) => change({ absolute: value })}
            disabled={!editable}
          />
          <NumberInput
            label={c.percent}
            min={0}
            max={100}
            decimalSeparator=","
            value={draft.percent}
            onChange={(value) => change({ percent: value })}
            disabled={!editable}
          />
        </Group>
      )}
      {draft.logic === 'date' && (
        <NumberInput
          label={c.days}
          min={0}
          max={366}
          allowDecimal={false}
          value={draft.days}
          onChange={(value) => change({ days: value })}
          disabled={!editable}
        />
      )}
      {problem && editable && (
        <Text fz="sm" c="red">
          {problem}
        </Text>
      )}
      {editable && (
        <Button
          w="fit-content"
          onClick={() => parsed.success && save.mutate(parsed.data)}
          loading={save.isPending}
          disabled={!parsed.success}
        >
          {c.save}
        </Button>
      )}
    </Stack>
  );
}
