import type { OnboardingStage, OnboardingStageId } from '@vd/contract';
import { paths } from '../../routes/paths.ts';

/** Where each stage is done. */
export const stageLinks: Record<OnboardingStageId, string> = {
  pick_labels: `${paths.masterData}?tab=catalog`,
  master_document: `${paths.masterData}?tab=master`,
  first_template: paths.createTemplate,
  first_validation: paths.documentValidation,
};

export const isFinished = (stage: OnboardingStage): boolean => stage.status !== 'pending';

/** How many stages are done or skipped. */
export const finishedCount = (stages: readonly OnboardingStage[]): number => stages.filter(isFinished).length;
