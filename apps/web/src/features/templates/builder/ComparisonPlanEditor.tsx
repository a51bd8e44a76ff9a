import { Alert, Button, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateValidation, ValidationLogic } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { labellingKeys, saveTemplateValidation } from '../../../api/template-labels.ts';
import { templateKeys, useTemplateValidation } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';

const c = t.templates.builder;

type Checked = Record<string, string[]>;

/** The defaults: every shared label compared in all the documents it appears in. */
const defaults = (validation: TemplateValidation): Checked =>
  Object.fromEntries(validation.shared_labels.map((label) => [label.document_label_id, label.document_ids]));

/** What the template compares now (saved, or the defaults the API reports while nothing is saved). */
const current = (validation: TemplateValidation): Checked => {
  const saved = new Map(validation.items.map((item) => [item.document_label_id, item.document_ids]));
  return Object.fromEntries(
    validation.shared_labels.map((label) => [
      label.document_label_id,
      label.document_ids.filter((id) => saved.get(label.document_label_id)?.includes(id)),
    ]),
  );
};

/** The logic name with its parameter, e.g. "Angka (dengan toleransi) · toleransi 1 / 2%". */
export function logicSummary(logic: ValidationLogic) {
  const name = t.masterData.logic.names[logic.logic];
  switch (logic.logic) {
    case 'fuzzy':
      return `${name} · ${c.comparedThreshold(Math.round(logic.threshold * 100))}`;
    case 'number': {
      const parts = [
        logic.tolerance.absolute !== undefined ? String(logic.tolerance.absolute) : null,
        logic.tolerance.percent !== undefined ? `${logic.tolerance.percent}%` : null,
      ].filter((part) => part !== null);
      return `${name} · ${c.comparedTolerance(parts.join(' / '))}`;
    }
    case 'date':
      return `${name} · ${c.comparedDays(logic.days)}`;
    default:
      return name;
  }
}

type Document = { id: string; name: string };

/**
 * GET/POST template/{id}/validation: one row per shared label, one checkbox per sample document.
 * A label is compared in two or more documents, or not at all.
 */
export function ComparisonPlanEditor({
  templateId,
  documents,
  editable,
}: {
  templateId: string;
  documents: Document[];
  editable: boolean;
}) {
  const validation = useTemplateValidation(templateId);
  if (validation.isPending) return <Loader size="sm" mt="xs" />;
  if (validation.isError) return <Alert color="red">{errorMessage(validation.error)}</Alert>;
  return (
    <ComparisonTable
      // A fresh table (and fresh checkboxes) whenever the saved comparisons change.
      key={JSON.stringify(validation.data)}
      templateId={templateId}
      documents={documents}
      validation={validation.data}
      editable={editable}
    />
  );
}

function ComparisonTable({
  templateId,
  documents,
  validation,
  editable,
}: {
  templateId: string;
  documents: Document[];
  validation: TemplateValidation;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Checked>(() => current(validation));
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState(false);
  const labels = validation.shared_labels;
  const save = useMutation({
    mutationFn: () =>
      saveTemplateValidation(
        templateId,
        labels
          .map((label) => ({
            document_label_id: label.document_label_id,
            // In the documents' order, so the request does not depend on the clicking order.
            document_ids: label.document_ids.filter((id) => checked[label.document_label_id]?.includes(id)),
          }))
          .filter((item) => item.document_ids.length >= 2),
      ),
    onSuccess: async () => {
      showSuccess(c.comparedSaved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: labellingKeys.review(templateId) }),
        queryClient.invalidateQueries({ queryKey: labellingKeys.validation(templateId) }),
        queryClient.invalidateQueries({ queryKey: templateKeys.detail(templateId) }),
      ]);
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const busy = save.isPending;

  if (labels.length === 0) {
    return (
      <Text fz="sm" c="dimmed" mt="xs">
        {c.comparedEmpty}
      </Text>
    );
  }

  const toggle = (labelId: string, documentId: string, on: boolean) => {
    setChecked((now) => {
      const ids = now[labelId] ?? [];
      return { ...now, [labelId]: on ? [...ids, documentId] : ids.filter((id) => id !== documentId) };
    });
    setDirty(true);
    setRestored(false);
  };
  const restore = () => {
    setChecked(defaults(validation));
    setDirty(true);
    setRestored(true);
  };

  return (
    <>
      {editable && (
        <Text fz="xs" c="dimmed" mt={4}>
          {c.comparedText}
        </Text>
      )}
      <Table.ScrollContainer minWidth={320} mt="xs">
        <Table striped fz="sm" data-testid="comparison-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.comparedLabel}</Table.Th>
              {documents.map((doc) => (
                <Table.Th key={doc.id} ta="center">
                  {doc.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {labels.map((label) => {
              const ids = checked[label.document_label_id] ?? [];
              return (
                <Table.Tr key={label.document_label_id} data-testid="comparison-row">
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {label.label_name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {logicSummary(label.validation_logic)}
                    </Text>
                    {ids.length === 0 && (
                      <Text fz="xs" c="dimmed">
                        {c.comparedOff}
                      </Text>
                    )}
                    {ids.length === 1 && (
                      <Text fz="xs" c="red">
                        {c.comparedNeedsTwo}
                      </Text>
                    )}
                  </Table.Td>
                  {documents.map((doc) => (
                    <Table.Td key={doc.id} ta="center">
                      {label.document_ids.includes(doc.id) ? (
                        <Checkbox
                          display="inline-block"
                          aria-label={c.comparedToggle(label.label_name, doc.name)}
                          checked={ids.includes(doc.id)}
                          disabled={!editable || busy}
                          onChange={(event) =>
                            toggle(label.document_label_id, doc.id, event.currentTarget.checked)
                          }
                        />
                      ) : (
                        <Text fz="sm" c="dimmed" title={c.comparedNotInDocument}>
                          –
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editable && (
        <>
          {dirty && (
            <Text fz="xs" c="orange" mt="xs">
              {restored ? c.comparedResetHint : c.comparedUnsaved}
            </Text>
          )}
          <Group gap="xs" mt="sm">
            <Button size="xs" variant="light" onClick={() => save.mutate()} loading={busy}>
              {c.comparedSave}
            </Button>
            <Button size="xs" variant="subtle" onClick={restore} disabled={busy}>
              {c.comparedReset}
            </Button>
          </Group>
        </>
      )}
    </>
  );
}
