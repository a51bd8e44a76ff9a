import type { ShipmentOutcome } from '@vd/engine';

/** An outcome as the validations row stores it: the result, the overall verdict and the counts. */
export const outcomeColumns = ({ result, summary }: ShipmentOutcome) => ({
  result,
  overall: summary.overall,
  match_count: summary.match,
  mismatch_count: summary.mismatch,
  review_count: summary.review,
  missing_count: summary.missing,
  skipped_count: summary.skipped,
  within_tolerance_count: summary.within_tolerance,
  invalid_count: summary.invalid,
  accepted_count: summary.accepted,
});
