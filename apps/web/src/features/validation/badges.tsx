import { Badge, type BadgeProps } from '@mantine/core';
import type { OverallVerdict, ShipmentDocumentStatus, ValidationStatus, Verdict } from '@vd/contract';
import { t } from '../../i18n/id.ts';

export const verdictColors: Record<Verdict, string> = {
  match: 'green',
  match_within_tolerance: 'teal',
  mismatch: 'red',
  review: 'yellow',
  missing: 'orange',
  invalid: 'grape',
  skipped: 'gray',
};

/** A mismatch a decision accepted: shown as accepted, in its own colour. */
export const acceptedColor = 'indigo';

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

export const documentStatusColors: Record<ShipmentDocumentStatus, string> = {
  awaiting: 'gray',
  uploaded: 'blue',
  processing: 'cyan',
  ready: 'green',
  failed: 'red',
};

type Extra = Omit<BadgeProps, 'color' | 'children'> & { 'data-testid'?: string };

/** A label's verdict; a Tidak Sesuai that a decision accepted reads "Diterima". */
export function VerdictBadge({
  verdict,
  accepted = false,
  ...props
}: { verdict: Verdict; accepted?: boolean } & Extra) {
  return (
    <Badge variant="light" color={accepted ? acceptedColor : verdictColors[verdict]} {...props}>
      {accepted ? t.validation.result.acceptedVerdict : t.validation.verdicts[verdict]}
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

export function DocumentStatusBadge({ status, ...props }: { status: ShipmentDocumentStatus } & Extra) {
  return (
    <Badge variant="light" color={documentStatusColors[status]} {...props}>
      {t.validation.documentStatuses[status]}
    </Badge>
  );
}
