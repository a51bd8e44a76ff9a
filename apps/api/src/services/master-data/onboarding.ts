import {
  type OnboardingCheckResponse,
  type OnboardingStageId,
  onboardingStages,
  onboardingStageTitles,
} from '@vd/contract';
import { type Db, documentLabels, onboardingProgress, templates, validations } from '@vd/db';
import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { masterDocumentTypeId } from './document-type-view.ts';
import { markStage } from './onboarding-progress.ts';

type Check = OnboardingCheckResponse['data'];

/**
 * Whether each stage's requirement is met, from the data itself: labels picked, a master
 * document, a published template, a completed validation.
 */
async function readiness(db: Db, companyId: string): Promise<Record<OnboardingStageId, boolean>> {
  const [[labels], master, [published], [validated]] = await Promise.all([
    db.select({ n: count() }).from(documentLabels).where(eq(documentLabels.company_id, companyId)),
    masterDocumentTypeId(db, companyId),
    db
      .select({ n: count() })
      .from(templates)
      .where(and(eq(templates.company_id, companyId), eq(templates.status, 'active'))),
    db
      .select({ n: count() })
      .from(validations)
      .where(and(eq(validations.company_id, companyId), eq(validations.status, 'completed'))),
  ]);
  return {
    pick_labels: (labels?.n ?? 0) > 0,
    master_document: master !== null,
    first_template: (published?.n ?? 0) > 0,
    first_validation: (validated?.n ?? 0) > 0,
  };
}

/**
 * GET company/onboarding/check: every stage with its status. A stage the company never touched is
 * done when its requirement is met (for companies that set things up before onboarding existed).
 */
export async function checkOnboarding(db: Db, companyId: string): Promise<Check> {
  const [ready, rows] = await Promise.all([
    readiness(db, companyId),
    db.select().from(onboardingProgress).where(eq(onboardingProgress.company_id, companyId)),
  ]);
  const stages = onboardingStages.map((id) => {
    const row = rows.find((r) => r.stage === id);
    const status = row?.status ?? (ready[id] ? 'done' : 'pending');
    return {
      id,
      ...onboardingStageTitles[id],
      status,
      ready: ready[id],
      completed_at: status === 'pending' ? null : (row?.completed_at?.toISOString() ?? null),
    };
  });
  const current = stages.find((s) => s.status === 'pending')?.id ?? null;
  return { stages, current, completed: current === null };
}

/** PUT company/onboarding/update/{id}: mark a stage done (only once its requirement is met), skip it, or reopen it. */
export async function updateOnboarding(
  db: Db,
  companyId: string,
  stage: OnboardingStageId,
  status: 'pending' | 'done' | 'skipped',
): Promise<Check> {
  if (status === 'done' && !(await readiness(db, companyId))[stage]) {
    throw new AppError(
      'ONBOARDING_STAGE_NOT_READY',
      `Tahap "${onboardingStageTitles[stage].title}" belum dapat diselesaikan: syaratnya belum terpenuhi.`,
    );
  }
  await markStage(db, companyId, stage, status);
  return checkOnboarding(db, companyId);
}
