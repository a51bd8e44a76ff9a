import { Alert, Button, Group, List, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useReview } from '../../../api/template-labels.ts';
import { templateKeys, updateTemplate } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';
import { ComparisonPlanEditor } from './ComparisonPlanEditor.tsx';
import { sampleDisagreements } from './sample-disagreements.ts';
import { readValue } from './useLabelling.ts';

const c = t.templates.builder;

/** GET template/{id}/review: problems, every document's labels with their values, then publish. */
export function ReviewPanel({
  templateId,
  editable,
  draft,
}: {
  templateId: string;
  editable: boolean;
  /** A published template's review shows what it reads, not whether it may be published. */
  draft: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const review = useReview(templateId, true);
  const publish = useMutation({
    mutationFn: () => updateTemplate(templateId, { status: 'active' }),
    onSuccess: () => showSuccess(c.published),
    onError: (error) => showError(errorMessage(error)),
    onSettled: async (_answer, error) => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      if (!error) await navigate(paths.templateLibrary);
    },
  });
  if (review.isPending) return <Loader />;
  if (review.isError) return <Alert color="red">{errorMessage(review.error)}</Alert>;
  const { documents, problems, validation, can_publish: canPublish } = review.data;
  const disagreements = sampleDisagreements(review.data);
  // "Tidak ada masalah" only when the template compares something and its samples agree.
  const allClear = validation.items.length > 0 && disagreements.length === 0;

  return (
    <Stack gap="md" data-testid="review-panel">
      {validation.items.length === 0 && (
        // Not a publishing problem (a company's logical validations may still check it), but a run
        // of this template alone would compare nothing and is refused before execute.
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={c.nothingComparedTitle}
          data-testid="review-nothing-compared"
        >
          {c.nothingComparedText}
        </Alert>
      )}
      {disagreements.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={c.disagreeTitle}
          data-testid="review-disagreements"
        >
          <Text fz="sm" mb={4}>
            {c.disagreeText}
          </Text>
          <List size="sm">
            {disagreements.map((item) => (
              <List.Item key={item.label}>
                {item.label}: {item.values.map((v) => `${v.document} ${v.value}`).join(' · ')}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {draft &&
        (problems.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={c.problemsTitle}
          >
            <List size="sm" data-testid="review-problems">
              {problems.map((problem) => (
                <List.Item key={`${problem.code}-${problem.document_id}-${problem.document_label_id}`}>
                  {problem.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Alert
            color={allClear ? 'green' : 'gray'}
            variant="light"
            icon={<IconCircleCheck size={18} />}
            data-testid="review-ok"
          >
            {allClear ? c.noProblems : c.publishableWithWarnings}
          </Alert>
        ))}
      {documents.map((doc) => (
        <Paper key={doc.id} withBorder p="md" data-testid="review-document">
          <Title order={3} fz="sm" mb="xs">
            {c.documentReadings(doc.document_type.name, doc.file_name)}
          </Title>
          {doc.tables.map((table) => (
            <Text key={table.label_group_id} fz="sm" mb="xs" data-testid="review-table">
              {c.tableRowsRead(table.name, table.rows)}
            </Text>
          ))}
          {doc.readings.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {c.reviewNoLabels}
            </Text>
          ) : (
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{c.reviewColumns.label}</Table.Th>
                  <Table.Th>{c.reviewColumns.page}</Table.Th>
                  <Table.Th>{c.reviewColumns.value}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {doc.readings.map((reading) => (
                  <Table.Tr key={reading.id}>
                    <Table.Td>{reading.label_name}</Table.Td>
                    <Table.Td>{reading.page}</Table.Td>
                    <Table.Td c={reading.value === null ? 'red' : undefined} data-review={reading.review}>
                      {readValue(reading) ?? reading.reason ?? c.nothingRead}
                      {reading.review && (
                        <Text fz="xs" c="orange.9" data-testid="review-flag">
                          {c.flaggedConfidence(reading.confidence)}
                          {reading.reason ? `: ${reading.reason}` : ''}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      ))}
      <Paper withBorder p="md">
        <Title order={3} fz="sm">
          {c.comparedTitle}
        </Title>
        {validation.is_default && (
          <Text fz="xs" c="dimmed">
            {c.comparedDefault}
          </Text>
        )}
        <ComparisonPlanEditor
          templateId={templateId}
          documents={documents.map((doc) => ({ id: doc.id, name: doc.document_type.name }))}
          editable={editable}
        />
      </Paper>
      {editable && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconRocket size={16} />}
            disabled={!canPublish}
            loading={publish.isPending}
            onClick={() => publish.mutate()}
          >
            {c.publish}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
