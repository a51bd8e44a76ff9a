import type { OnboardingStageId } from '@vd/contract';
import { type Db, onboardingProgress } from '@vd/db';

/** Records an onboarding stage's status (done stages keep their first completion time). */
export async function markStage(
  db: Db,
  companyId: string,
  stage: OnboardingStageId,
  status: 'pending' | 'done' | 'skipped',
): Promise<void> {
  const completedAt = status === 'pending' ? null : new Date();
  await db
    .insert(onboardingProgress)
    .values({ company_id: companyId, stage, status, completed_at: completedAt })
    .onConflictDoUpdate({
      target: [onboardingProgress.company_id, onboardingProgress.stage],
      set: { status, completed_at: completedAt, updated_at: new Date() },
    });
}
