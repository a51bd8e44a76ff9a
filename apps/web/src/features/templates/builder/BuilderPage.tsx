import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useIsManager } from '../../../api/profile.ts';
import { templateKeys, updateTemplate, useSampleDocuments, useTemplate } from '../../../api/templates.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';
import { statusColors } from '../TemplateTable.tsx';
import { AddDocumentType } from './AddDocumentType.tsx';
import { DocumentWorkspace } from './DocumentWorkspace.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';

const c = t.templates.builder;
type Step = 'documents' | 'review';

/** /admin/template/:id/builder: one tab per document type, then review and publish. */
export function BuilderPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const template = useTemplate(id);
  const documents = useSampleDocuments(id);
  const manager = useIsManager();
  const step: Step = params.get('step') === 'review' ? 'review' : 'documents';
  const go = (next: Step, type = params.get('type')) =>
    setParams({ step: next, ...(type ? { type } : {}) }, { replace: true });

  if (template.isPending) return <Loader />;
  if (template.isError) return <Alert color="red">{errorMessage(template.error)}</Alert>;
  const { name, status, document_types: types } = template.data;
  const editable = manager && status === 'draft';
  const activeType = params.get('type') ?? types[0]?.id ?? null;
  const reopen = async () => {
    try {
      await updateTemplate(id, { status: 'draft' });
      showSuccess(c.reopened);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} fz={24}>
              {c.title(name)}
            </Title>
            <Badge variant="light" color={statusColors[status]} data-testid="template-status">
              {t.templates.statuses[status]}
            </Badge>
          </Group>
          <Text c="dimmed" fz="sm" maw={760}>
            {c.subtitle}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.templateLibrary}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          {c.toLibrary}
        </Button>
      </Group>
      {!editable && manager && (
        <Alert color="gray" variant="light" icon={<IconEye size={18} />}>
          <Group justify="space-between">
            <Text fz="sm">{c.readOnly}</Text>
            <Button size="xs" variant="light" onClick={reopen}>
              {c.reopen}
            </Button>
          </Group>
        </Alert>
      )}
      {!manager && (
        <Alert color="gray" variant="light" icon={<IconEye size={18} />} data-testid="member-read-only">
          <Text fz="sm">{c.memberReadOnly}</Text>
        </Alert>
      )}
      <SegmentedControl
        value={step}
        onChange={(value) => go(value === 'review' ? 'review' : 'documents')}
        data={[
          { value: 'documents', label: c.steps.documents },
          { value: 'review', label: c.steps.review },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {step === 'review' ? (
        <ReviewPanel templateId={id} editable={editable} draft={status === 'draft'} />
      ) : (
        <Tabs value={activeType} onChange={(value) => value && go('documents', value)} keepMounted={false}>
          {editable && <AddDocumentType templateId={id} onAdded={(typeId) => go('documents', typeId)} />}
          <Tabs.List mb="md">
            {types.map((type) => {
              const doc = documents.data?.find((item) => item.document_type.id === type.id);
              return (
                <Tabs.Tab
                  key={type.id}
                  value={type.id}
                  rightSection={
                    doc ? (
                      <Badge size="xs" color={doc.labelling_status === 'done' ? 'teal' : undefined}>
                        {doc.label_count}
                      </Badge>
                    ) : null
                  }
                >
                  {type.name}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {types.map((type) => (
            <Tabs.Panel key={type.id} value={type.id}>
              <DocumentWorkspace
                templateId={id}
                type={type}
                document={documents.data?.find((item) => item.document_type.id === type.id)}
                editable={editable}
                draft={status === 'draft'}
              />
            </Tabs.Panel>
          ))}
          <Group justify="flex-end" mt="md">
            <Button onClick={() => go('review')}>{editable ? c.toReview : c.toReviewReadOnly}</Button>
          </Group>
        </Tabs>
      )}
    </Stack>
  );
}
