import { Alert, Box, Button, Grid, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPlus, IconZoomCode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { LabelResult, Reading } from '@vd/contract';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useIsManager } from '../../../api/profile.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { useValidationResult, validationKeys } from '../../../api/validation.ts';
import { refreshReviewed, withdrawDecision } from '../../../api/validation-review.ts';
import { useNarrowScreen } from '../../../components/useNarrowScreen.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { paths } from '../../../routes/paths.ts';
import { OverallBadge } from '../badges.tsx';
import { useCanValidate } from '../permissions.ts';
import { validationPath } from '../validation-paths.ts';
import { CorrectionDialog, type CorrectionTarget } from './CorrectionDialog.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';
import { EvidenceModal, type EvidenceTarget } from './EvidenceModal.tsx';
import { rowKey } from './keys.ts';
import { LabelPages } from './LabelPages.tsx';
import { LabelTable } from './LabelTable.tsx';
import { ResultExports } from './ResultExports.tsx';
import { applyFilter, type Filter, isProblem, noFilter, ResultFilters } from './ResultFilters.tsx';
import { ReviewAlert } from './ReviewAlert.tsx';
import { RuleResults } from './RuleResults.tsx';
import { SignOff } from './SignOff.tsx';
import { SummaryCards } from './SummaryCards.tsx';

const c = t.validation.result;

/** The reading a correction starts from: a value to check, else one that differs, else the first. */
const readingToCorrect = (label: LabelResult): Reading | undefined =>
  label.readings.find((r) => r.review) ??
  label.readings.find((r) => r.equal === false) ??
  label.readings.find((r) => r.value === null) ??
  label.readings[0];

/** Whether a key press belongs to a field or a dialog rather than to the result's keyboard walk. */
const typing = (event: KeyboardEvent) => {
  const target = event.target as HTMLElement | null;
  return (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    (target !== null &&
      (['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName) ||
        target.isContentEditable ||
        target.closest('[role="dialog"]') !== null))
  );
};

/**
 * /admin/validation/:id/result: problems first; the selected label's documents side by side with the
 * value highlighted on each page; corrections, decisions and the sign-off; a keyboard walk (J/K,
 * Enter, A, C) through the problems.
 */
export function ResultPage() {
  const { id = '' } = useParams();
  const result = useValidationResult(id);
  const queryClient = useQueryClient();
  const canValidate = useCanValidate();
  const canSignOff = useIsManager();
  const narrow = useNarrowScreen();
  const [filter, setFilter] = useState<Filter>(noFilter);
  const [evidence, setEvidence] = useState<EvidenceTarget | null>(null);
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);
  const [deciding, setDeciding] = useState<LabelResult | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [pagesOpen, setPagesOpen] = useState(false);

  const labels = result.data?.labels ?? [];
  const shown = applyFilter(labels, filter);
  const active = shown.find((label) => rowKey(label) === activeKey) ?? null;
  // A signed-off result is read-only until the sign-off is withdrawn.
  const canWrite = canValidate && !result.data?.validation.signed_off;
  const dialogOpen = evidence !== null || correcting !== null || deciding !== null || pagesOpen;

  // The first problem is selected when the result opens (or the first row when all is well).
  const first = shown.find(isProblem) ?? shown[0];
  useEffect(() => {
    if (!narrow && activeKey === null && first) setActiveKey(rowKey(first));
  }, [narrow, activeKey, first]);

  const activate = (label: LabelResult) => setActiveKey(rowKey(label));
  const open = (label: LabelResult) => {
    activate(label);
    if (narrow) setPagesOpen(true);
  };
  const withdraw = async (label: LabelResult) => {
    if (!label.decision) return;
    try {
      const next = await withdrawDecision(id, label.decision.id);
      queryClient.setQueryData(validationKeys.result(id), next);
      refreshReviewed(queryClient, id);
      showSuccess(t.validation.result.decisionWithdrawn);
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  // Keyboard walk: J/K next and previous problem (every row when none is left), Enter the page of
  // the value, A accept the difference, C correct a value.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen || typing(event)) return;
      const key = event.key.toLowerCase();
      const walk = shown.some(isProblem) ? shown.filter(isProblem) : shown;
      if (key === 'j' || key === 'k') {
        const at = walk.findIndex((label) => rowKey(label) === activeKey);
        const next =
          key === 'j' ? walk[Math.min(walk.length - 1, at + 1)] : walk[Math.max(0, at === -1 ? 0 : at - 1)];
        if (!next) return;
        event.preventDefault();
        setActiveKey(rowKey(next));
        document
          .querySelector(`[data-testid="label-row-${CSS.escape(rowKey(next))}"]`)
          ?.scrollIntoView({ block: 'nearest' });
        return;
      }
      if (!active) return;
      if (key === 'enter') {
        event.preventDefault();
        const reading = readingToCorrect(active);
        if (narrow) setPagesOpen(true);
        else if (reading) setEvidence({ labelName: active.label_name, reading });
      } else if (key === 'a' && canWrite && active.verdict === 'mismatch' && !active.decision) {
        event.preventDefault();
        setDeciding(active);
      } else if (key === 'c' && canWrite) {
        const reading = readingToCorrect(active);
        if (!reading) return;
        event.preventDefault();
        setCorrecting({ labelName: active.label_name, reading });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

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
  const { validation, summary, rules } = result.data;
  const allDocuments = [...validation.documents].sort((a, b) => Number(b.is_master) - Number(a.is_master));
  const documents = allDocuments.filter(
    (doc) => filter.documents.length === 0 || filter.documents.includes(doc.id),
  );
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
          {canValidate && (
            <Button component={Link} to={paths.validation} leftSection={<IconPlus size={16} />}>
              {c.newValidation}
            </Button>
          )}
          <ResultExports validationId={id} />
          {!validation.signed_off && <SignOff validation={validation} canSignOff={canSignOff} />}
        </Group>
      </Group>
      {validation.signed_off && <SignOff validation={validation} canSignOff={canSignOff} />}

      <SummaryCards
        summary={summary}
        labels={labels}
        active={filter.verdict}
        onPick={(verdict) => setFilter({ ...filter, verdict })}
      />

      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }} miw={0}>
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
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
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fz="sm" c="dimmed" data-testid="rows-shown">
                  {c.rowsShown(shown.length, labels.length)}
                </Text>
                {!narrow && (
                  <Text fz="xs" c="dimmed" data-testid="keyboard-hint">
                    {c.keyboardHint}
                  </Text>
                )}
              </Group>
              {shown.length === 0 ? (
                <Text c="dimmed" data-testid="result-empty">
                  {filtered ? c.emptyFiltered : c.empty}
                </Text>
              ) : (
                <LabelTable
                  labels={shown}
                  documents={documents}
                  canWrite={canWrite}
                  activeKey={activeKey}
                  onActivate={activate}
                  onEvidence={(label, reading) => setEvidence({ labelName: label.label_name, reading })}
                  onCorrect={(label, reading) => setCorrecting({ labelName: label.label_name, reading })}
                  onAccept={setDeciding}
                  onWithdrawDecision={(label) => void withdraw(label)}
                  onPages={open}
                />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        {!narrow && (
          <Grid.Col span={{ base: 12, lg: 5 }} miw={0} style={{ position: 'sticky', top: 72 }}>
            <Paper withBorder p="md" data-testid="pages-panel">
              <LabelPages label={active} documents={allDocuments} columns={2} />
            </Paper>
          </Grid.Col>
        )}
      </Grid>

      <RuleResults rules={rules} />

      <EvidenceModal
        target={evidence}
        documents={validation.documents}
        onClose={() => setEvidence(null)}
        fullScreen={narrow}
      />
      <CorrectionDialog validationId={id} target={correcting} onClose={() => setCorrecting(null)} />
      <DecisionDialog validationId={id} label={deciding} onClose={() => setDeciding(null)} />
      <Modal
        opened={pagesOpen && active !== null}
        onClose={() => setPagesOpen(false)}
        fullScreen
        title={active?.label_name ?? ''}
      >
        <Box data-testid="pages-modal">
          <LabelPages label={active} documents={allDocuments} columns={1} />
        </Box>
      </Modal>
    </Stack>
  );
}
