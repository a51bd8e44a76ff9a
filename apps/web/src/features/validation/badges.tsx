import { Badge, type BadgeProps } from '@mantine/core';
import type { OverallVerdict, ValidationDocumentStatus, ValidationStatus, Verdict } from '@vd/contract';
import { t } from '../../i18n/id.ts';

export const verdictColors: Record<Verdict, string> = {
  match: 'green',
  mismatch: 'red',
  review: 'yellow',
  missing: 'orange',
  skipped: 'gray',
};

export const overallColors: Record<OverallVerdict, string> = {
  match: 'green',
  mismatch: 'red',
  review: 'yellow',
};

export const statusColors: Record<ValidationStatus, string> = {
  draft: 'gray',
  ready: 'blue',
  processing: 'cyan',
  completed: 'green',
  failed: 'red',
};

export const documentStatusColors: Record<ValidationDocumentStatus, string> = {
  awaiting: 'gray',
  uploaded: 'blue',
  processing: 'cyan',
  ready: 'green',
  failed: 'red',
};

type Extra = Omit<BadgeProps, 'color' | 'children'> & { 'data-testid'?: string };

export function VerdictBadge({ verdict, ...props }: { verdict: Verdict } & Extra) {
  return (
    <Badge variant="light" color={verdictColors[verdict]} {...props}>
      {t.validation.verdicts[verdict]}
    </Badge>
  );
}

export function OverallBadge({ overall, ...props }: { overall: OverallVerdict } & Extra) {
  return (
    <Badge variant="filled" color={overallColors[overall]} {...props}>
      {t.validation.overall[overall]}
    </Badge>
  );
}

export function StatusBadge({ status, ...props }: { status: ValidationStatus } & Extra) {
  return (
    <Badge variant="light" color={statusColors[status]} {...props}>
      {t.validation.statuses[status]}
    </Badge>
  );
}

export function DocumentStatusBadge({ status, ...props }: { status: ValidationDocumentStatus } & Extra) {
  return (
    <Badge variant="light" color={documentStatusColors[status]} {...props}>
      {t.validation.documentStatuses[status]}
    </Badge>
  );
}
