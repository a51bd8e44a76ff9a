import { Alert, Button, Stack } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { LogicalValidation, LogicalValidationInput } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { masterDataKeys } from '../../api/master-data.ts';
import { saveLogicalValidations, useLogicalValidations } from '../../api/onboarding.ts';
import { useIsManager, useMe } from '../../api/profile.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { QueryState, Section } from '../master-data/Section.tsx';
import { RuleForm } from './RuleForm.tsx';
import { RuleList } from './RuleList.tsx';
import { emptyDraft, type RuleDraft, ruleToDraft, ruleToInput } from './rule-draft.ts';

/** /admin/validation/logic: GET logical-validation, and PUT of the whole list on every change. */
export function ValidationLogicPage() {
  const c = t.validationLogic;
  const me = useMe();
  const editable = useIsManager();
  const queryClient = useQueryClient();
  const rules = useLogicalValidations();
  const [editing, setEditing] = useState<RuleDraft | null>(null);
  const [deleting, setDeleting] = useState<LogicalValidation | null>(null);
  const list = rules.data ?? [];

  const save = async (next: LogicalValidationInput[], done: string) => {
    await saveLogicalValidations(next);
    showSuccess(done);
    await queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
  };
  /** The list with `rule` in place of the one with its id, or appended when it is new. */
  const withRule = (rule: LogicalValidationInput) => {
    const others = list.map(ruleToInput);
    return rule.id ? others.map((other) => (other.id === rule.id ? rule : other)) : [...others, rule];
  };
  const submit = async (rule: LogicalValidationInput) => {
    try {
      await save(withRule(rule), c.saved);
      return true;
    } catch (error) {
      showError(errorMessage(error));
      return false;
    }
  };
  const toggle = (rule: LogicalValidation, active: boolean) => submit({ ...ruleToInput(rule), active });

  const action = editable && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(emptyDraft())}>
      {c.add}
    </Button>
  );
  return (
    <Stack gap={0}>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      {me.data && !editable && (
        <Alert color="gray" variant="light" icon={<IconEye size={18} />} mb="lg" data-testid="read-only-note">
          {c.readOnly}
        </Alert>
      )}
      <Section title={c.listTitle} text={c.listText} action={action}>
        <QueryState query={rules} empty={rules.data && list.length === 0 ? c.empty : null} />
        {list.length > 0 && (
          <RuleList
            rules={list}
            editable={editable}
            onEdit={(rule) => setEditing(ruleToDraft(rule))}
            onDelete={setDeleting}
            onToggle={toggle}
          />
        )}
      </Section>
      {editing && <RuleForm initial={editing} onClose={() => setEditing(null)} onSave={submit} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={c.deleteTitle}
        text={deleting ? c.deleteText(deleting.name) : ''}
        confirm={c.delete}
        cancel={c.cancel}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await save(list.filter((rule) => rule.id !== deleting.id).map(ruleToInput), c.deleted);
        }}
      />
    </Stack>
  );
}
