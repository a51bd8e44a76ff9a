/** Onboarding stages and the company's logical validations (docs/product.md §7). */
import { useQuery } from '@tanstack/react-query';
import {
  type LogicalValidationInput,
  type OnboardingStageId,
  prefixes,
  ZLogicalValidationListResponse,
  ZOnboardingCheckResponse,
} from '@vd/contract';
import { api } from './client.ts';
import { masterDataKeys } from './master-data.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

/** GET company/onboarding/check: the stages, the next one, and whether all are done. */
export function useOnboarding(enabled = true) {
  return useQuery({
    queryKey: masterDataKeys.onboarding,
    queryFn: async () =>
      ZOnboardingCheckResponse.parse((await api.get(call('company/onboarding/check'))).data).data,
    enabled,
  });
}

/** PUT company/onboarding/update/{id}. */
export const updateOnboardingStage = (id: OnboardingStageId, status: 'pending' | 'done' | 'skipped') =>
  api.put(call(`company/onboarding/update/${id}`), { status });

export const logicalKeys = { all: ['master-data', 'logical-validation'] as const };

/** GET logical-validation: the company's rules, in order. */
export function useLogicalValidations() {
  return useQuery({
    queryKey: logicalKeys.all,
    queryFn: async () =>
      ZLogicalValidationListResponse.parse((await api.get(call('logical-validation'))).data).data,
  });
}

/** PUT logical-validation: the whole list (rules left out are removed). */
export const saveLogicalValidations = (rules: LogicalValidationInput[]) =>
  api.put(call('logical-validation'), { rules });
