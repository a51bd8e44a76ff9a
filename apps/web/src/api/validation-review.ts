/**
 * Review of a completed validation (docs/review.md): decisions that accept a real difference with a
 * reason, and the sign-off of an admin or owner. Each answers what changed, so the result page
 * updates without asking again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type CreateDecisionRequest, validationApi } from '@vd/contract';
import { auditKeys } from './audit.ts';
import { call } from './call.ts';
import { validationKeys } from './validation.ts';

/** POST validation/{id}/decision: accepts a label row's difference; answers the compared-again result. */
export async function acceptDifference(id: string, body: CreateDecisionRequest) {
  return (await call(validationApi.acceptDifference, { params: { id }, body })).data;
}

/** DELETE validation/{id}/decision/{decisionId}: withdraws a decision (kept in the audit). */
export async function withdrawDecision(id: string, decisionId: string) {
  return (await call(validationApi.withdrawDecision, { params: { id, decisionId } })).data;
}

/** POST validation/{id}/sign-off (admin or owner). */
export async function signOff(id: string) {
  return (await call(validationApi.signOff, { params: { id } })).data;
}

/** DELETE validation/{id}/sign-off (admin or owner). */
export async function withdrawSignOff(id: string) {
  return (await call(validationApi.withdrawSignOff, { params: { id } })).data;
}

/** After a review action: the result (and the lists showing its verdict) asked again. */
export function refreshReviewed(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: validationKeys.result(id) });
  void queryClient.invalidateQueries({ queryKey: validationKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: validationKeys.histories });
  void queryClient.invalidateQueries({ queryKey: validationKeys.stats });
  void queryClient.invalidateQueries({ queryKey: auditKeys.all });
}
