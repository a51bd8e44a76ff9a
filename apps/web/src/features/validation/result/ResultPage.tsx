import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPlus, IconZoomCode } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useValidationResult } from '../../../api/validation.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';
import { OverallBadge } from '../badges.tsx';
import { useCanValidate } from '../permissions.ts';
import { validationPath } from '../validation-paths.ts';
import { CorrectionDialog, type CorrectionTarget } from './CorrectionDialog.tsx';
import { EvidenceModal, type EvidenceTarget } from './EvidenceModal.tsx';
import { LabelTable } from './LabelTable.tsx';
import { applyFilter, type Filter, noFilter, ResultFilters } from './ResultFilters.tsx';
import { ReviewAlert } from './ReviewAlert.tsx';
import { RuleResults } from './RuleResults.tsx';
import { SummaryCards } from './SummaryCards.tsx';

const c = t.validation.result;

/** /admin/validation/:id/result: the verdicts, every value with its evidence, corrections, rules. */
export function ResultPage() {
  const { id = '' } = useParams();
  const result = useValidationResult(id);
  const canWrite = useCanValidate();
  const [filter, setFilter] = useState<Filter>(noFilter);
  const [evidence, setEvidence] = useState<EvidenceTarget | null>(null);
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);

  if (result.isPending) return <Loader />;
  if (result.isError) {
    return (
      <Alert color="yellow" variant="light" title={c.notCompletedTitle} data-testid="result-unavailable">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{errorMessage(result.error)}</Text>
          <Button component={Link} to={validationPath(id)} variant="light" size="xs">
            {c.toWizard}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { validation, summary, labels, rules } = result.data;
  const documents = [...validation.documents]
    .sort((a, b) => Number(b.is_master) - Number(a.is_master))
    .filter((doc) => filter.documents.length === 0 || filter.documents.includes(doc.id));
  const shown = applyFilter(labels, filter);
  const filtered = filter.verdict !== null || filter.documents.length > 0 || filter.search.trim() !== '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={26} data-testid="result-title">
              {c.title(validation.name)}
            </Title>
            <OverallBadge overall={summary.overall} size="lg" data-testid="result-overall" />
          </Group>
          <Text c="dimmed" fz="sm">
            {[
              validation.completed_at ? c.subtitle(formatDateTime(validation.completed_at)) : null,
              c.templates(validation.templates.map((item) => item.name).join(', ')),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={`${paths.query}?search=${encodeURIComponent(validation.name)}`}
            variant="light"
            leftSection={<IconZoomCode size={16} />}
            data-testid="to-query"
          >
            {c.toQuery}
          </Button>
          <Button
            component={Link}
            to={paths.history}
            variant="default"
            leftSection={<IconHistory size={16} />}
          >
            {c.toHistory}
          </Button>
          {canWrite && (
            <Button component={Link} to={paths.validation} leftSection={<IconPlus size={16} />}>
              {c.newValidation}
            </Button>
          )}
        </Group>
      </Group>

      <SummaryCards
        summary={summary}
        active={filter.verdict}
        onPick={(verdict) => setFilter({ ...filter, verdict })}
      />

      <Paper withBorder p="lg">
        <Stack gap="md">
          <ResultFilters
            labels={labels}
            documents={validation.documents}
            value={filter}
            onChange={setFilter}
          />
          {summary.review > 0 && (
            <ReviewAlert title={c.reviewTitle(summary.review)} testId="review-alert">
              {c.reviewText}
            </ReviewAlert>
          )}
          <Text fz="sm" c="dimmed" data-testid="rows-shown">
            {c.rowsShown(shown.length, labels.length)}
          </Text>
          {shown.length === 0 ? (
            <Text c="dimmed" data-testid="result-empty">
              {filtered ? c.emptyFiltered : c.empty}
            </Text>
          ) : (
            <LabelTable
              labels={shown}
              documents={documents}
              canWrite={canWrite}
              onEvidence={(label, reading) => setEvidence({ labelName: label.label_name, reading })}
              onCorrect={(label, reading) => setCorrecting({ labelName: label.label_name, reading })}
            />
          )}
        </Stack>
      </Paper>

      <RuleResults rules={rules} />

      <EvidenceModal target={evidence} documents={validation.documents} onClose={() => setEvidence(null)} />
      <CorrectionDialog validationId={id} target={correcting} onClose={() => setCorrecting(null)} />
    </Stack>
  );
}
