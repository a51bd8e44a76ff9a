import { Button, Divider, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  type LogicalValidationInput,
  ruleOperatorNames,
  ruleOperators,
  ZLogicalValidationInput,
} from '@vd/contract';
import { useState } from 'react';
import { useActiveLabels } from '../../api/document-labels.ts';
import { useDocumentTypes } from '../../api/master-data.ts';
import { t } from '../../i18n/id.ts';
import { draftToInput, type RuleDraft } from './rule-draft.ts';
import { SideEditor } from './SideEditor.tsx';

const operatorOptions = ruleOperators.map((value) => ({
  value,
  label: `${t.validationLogic.symbols[value]}  ${ruleOperatorNames[value]}`,
}));

type Props = {
  initial: RuleDraft;
  onClose: () => void;
  /** Saves the checked rule; resolves when the server accepted it. */
  onSave: (rule: LogicalValidationInput) => Promise<boolean>;
};

/** A rule built by choosing labels and an operator; checked with the contract, then by the server. */
export function RuleForm({ initial, onClose, onSave }: Props) {
  const c = t.validationLogic;
  const [draft, setDraft] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const labels = useActiveLabels();
  const types = useDocumentTypes();
  const labelOptions = (labels.data ?? []).map((label) => ({ value: label.id, label: label.name }));
  const typeOptions = (types.data ?? []).map((type) => ({ value: type.id, label: type.name }));

  const parsed = ZLogicalValidationInput.safeParse(draftToInput(draft));
  const issues = parsed.success ? [] : parsed.error.issues;
  const errorAt = (...path: (string | number)[]) =>
    showErrors ? issues.find((issue) => path.every((part, i) => issue.path[i] === part))?.message : undefined;
  const termErrors = (side: 'left' | 'right') =>
    Object.fromEntries(
      draft[side]
        .map((term, index) => [
          index,
          errorAt(side, index) && (term.kind === 'label' ? c.term.labelRequired : errorAt(side, index)),
        ])
        .filter((entry): entry is [number, string] => typeof entry[1] === 'string'),
    );
  const set = (part: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...part }));

  // onSave answers whether the server took the rule (its refusal is the caller's toast).
  const save = useMutation({
    mutationFn: onSave,
    onSuccess: (ok) => {
      if (ok) onClose();
    },
  });
  const submit = () => {
    setShowErrors(true);
    if (!parsed.success) return;
    save.mutate(parsed.data);
  };

  return (
    <Modal opened onClose={onClose} title={draft.id ? c.editTitle : c.formTitle} size="xl" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={c.name}
            placeholder={c.namePlaceholder}
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={errorAt('name')}
            data-autofocus
          />
          <Divider />
          <SideEditor
            title={c.left}
            terms={draft.left}
            labels={labelOptions}
            documentTypes={typeOptions}
            errors={termErrors('left')}
            onChange={(left) => set({ left })}
          />
          <Group align="flex-start" gap="sm">
            <Select
              w={340}
              label={c.operator}
              data={operatorOptions}
              value={draft.operator}
              onChange={(value) => value && set({ operator: value as RuleDraft['operator'] })}
              allowDeselect={false}
            />
            {draft.operator === 'approx' && (
              <NumberInput
                w={200}
                label={c.tolerance}
                min={0}
                decimalSeparator=","
                value={draft.tolerance}
                onChange={(tolerance) => set({ tolerance })}
                error={errorAt('tolerance')}
              />
            )}
          </Group>
          <SideEditor
            title={c.right}
            terms={draft.right}
            labels={labelOptions}
            documentTypes={typeOptions}
            errors={termErrors('right')}
            onChange={(right) => set({ right })}
          />
          <Divider />
          <TextInput
            label={c.message}
            placeholder={c.messagePlaceholder}
            value={draft.message}
            onChange={(event) => set({ message: event.currentTarget.value })}
            error={errorAt('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {c.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {c.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
