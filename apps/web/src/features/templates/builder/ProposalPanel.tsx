import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconChecks, IconRefresh, IconX } from '@tabler/icons-react';
import type { PlacementProposal } from '@vd/contract';
import type { KeyboardEvent } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { formatPercent } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { type Proposals, proposalKey, SURE } from './useProposals.ts';

const c = t.templates.builder.proposals;

type Props = {
  proposals: Proposals;
  activeKey: string | null;
  onSelect: (proposal: PlacementProposal) => void;
  /** Enter, Delete and the arrows on a proposal of the list. */
  onKey: (event: KeyboardEvent, proposal: PlacementProposal) => void;
};

/** What the proposal's value is, and where it was found ("di samping "Invoice No.""). */
export const proposalValue = (p: PlacementProposal): string =>
  p.display ?? (p.text || t.templates.builder.nothingRead);
const foundBy = (p: PlacementProposal): string =>
  [p.group ? c.column(p.group) : null, p.caption ? c.caption(p.caption) : p.by === 'type' ? c.byType : null]
    .filter(Boolean)
    .join(' · ');

/** Confidence as a badge: teal when sure (never wrong on the bench), yellow "periksa" below. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const sure = confidence >= SURE;
  const badge = (
    <Badge size="xs" variant="light" color={sure ? 'teal' : 'yellow'} data-testid="proposal-confidence">
      {sure ? formatPercent(confidence) : `${formatPercent(confidence)} · ${c.check}`}
    </Badge>
  );
  return sure ? badge : <Tooltip label={c.checkHint}>{badge}</Tooltip>;
}

/**
 * The proposals of a sample as a list beside the page: accept all, accept or reject one, ask again.
 * Each row's name is a stop for Tab; the arrows go from row to row, Enter accepts, Delete rejects.
 */
export function ProposalPanel({ proposals, activeKey, onSelect, onKey }: Props) {
  const { query, shown } = proposals;
  return (
    <Paper withBorder p="md" data-testid="proposal-panel">
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Title order={3} fz="sm">
          {c.title} {query.data && `(${shown.length})`}
        </Title>
        <Tooltip label={c.again}>
          <ActionIcon
            variant="subtle"
            aria-label={c.again}
            onClick={proposals.again}
            loading={query.isFetching}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text fz="xs" c="dimmed">
        {c.text}
      </Text>
      {query.isPending && (
        <Group gap="xs" mt="sm">
          <Loader size="xs" />
          <Text fz="sm">{c.loading}</Text>
        </Group>
      )}
      {query.isError && (
        <Text fz="sm" c="red" mt="sm">
          {c.failed} {errorMessage(query.error)}
        </Text>
      )}
      {query.data && shown.length === 0 && (
        <Text fz="sm" c="dimmed" mt="sm" data-testid="proposals-empty">
          {c.empty}
        </Text>
      )}
      {shown.length > 0 && (
        <>
          <Group justify="space-between" mt="sm" mb={4} gap="xs">
            <Text fz="xs" c="dimmed">
              {c.keys}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} />}
                onClick={proposals.rejectAll}
                disabled={proposals.acceptingAll}
              >
                {c.rejectAll}
              </Button>
              <Button
                size="xs"
                leftSection={<IconChecks size={14} />}
                onClick={proposals.acceptAll}
                loading={proposals.acceptingAll}
              >
                {c.acceptAll(shown.length)}
              </Button>
            </Group>
          </Group>
          {/* A plain scroller: a ScrollArea's content takes its widest line's width, hiding the buttons. */}
          <Box mah={300} style={{ overflowY: 'auto' }}>
            <Stack gap={2} data-testid="proposal-list">
              {shown.map((proposal) => {
                const key = proposalKey(proposal);
                const active = key === activeKey;
                return (
                  <Group
                    key={key}
                    gap={4}
                    wrap="nowrap"
                    px={4}
                    bg={active ? 'violet.0' : undefined}
                    style={{ borderRadius: 4 }}
                    data-testid="proposal-row"
                    data-label={proposal.label_name}
                  >
                    <UnstyledButton
                      flex={1}
                      miw={0}
                      data-proposal-list={key}
                      aria-label={c.select(proposal.label_name)}
                      aria-current={active || undefined}
                      onClick={() => onSelect(proposal)}
                      onFocus={() => onSelect(proposal)}
                      onKeyDown={(event) => onKey(event, proposal)}
                    >
                      <Group gap={6} wrap="nowrap">
                        <Text fz="sm" fw={500} truncate>
                          {proposal.label_name}
                        </Text>
                        <ConfidenceBadge confidence={proposal.confidence} />
                      </Group>
                      <Text fz="xs" c="dimmed" truncate>
                        {t.templates.builder.page(proposal.page)} · {proposalValue(proposal)}
                        {foundBy(proposal) && ` · ${foundBy(proposal)}`}
                      </Text>
                    </UnstyledButton>
                    <ActionIcon
                      variant="subtle"
                      color="teal"
                      size="sm"
                      aria-label={c.accept(proposal.label_name)}
                      onClick={() => proposals.accept(proposal)}
                    >
                      <IconCheck size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={c.reject(proposal.label_name)}
                      onClick={() => proposals.reject(proposal)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          </Box>
        </>
      )}
    </Paper>
  );
}
