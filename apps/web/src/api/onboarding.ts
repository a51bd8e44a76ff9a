/** Onboarding stages and the company's logical validations (docs/product.md §7). */
import { useQuery } from '@tanstack/react-query';
import { type LogicalValidationInput, masterDataApi, type OnboardingStageId } from '@vd/contract';
import { call } from './call.ts';
import { masterDataKeys } from './master-data.ts';

/** GET company/onboarding/check: the stages, the next one, and whether all are done. */
export function useOnboarding(enabled = true) {
  return useQuery({
    queryKey: masterDataKeys.onboarding,
    queryFn: async () => (await call(masterDataApi.onboarding)).data,
    enabled,
  });
}

/** PUT company/onboarding/update/{id}. */
export const updateOnboardingStage = (id: OnboardingStageId, status: 'pending' | 'done' | 'skipped') =>
  call(masterDataApi.updateOnboardingStage, { params: { id }, body: { status } });

export const logicalKeys = { all: ['master-data', 'logical-validation'] as const };

/** GET logical-validation: the company's rules, in order. */
export function useLogicalValidations() {
  return useQuery({
    queryKey: logicalKeys.all,
    queryFn: async () => (await call(masterDataApi.logicalValidations)).data,
  });
}

/** PUT logical-validation: the whole list (rules left out are removed). */
export const saveLogicalValidations = (rules: LogicalValidationInput[]) =>
  call(masterDataApi.saveLogicalValidations, { body: { rules } });
