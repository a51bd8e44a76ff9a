import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** Onboarding stages, in order (docs/product.md §13: onboarding has stages that can be updated). */
export const onboardingStages = [
  'pick_labels',
  'master_document',
  'first_template',
  'first_validation',
] as const;
export const ZOnboardingStageId = z.enum(onboardingStages).describe('Tahap onboarding');
export type OnboardingStageId = z.infer<typeof ZOnboardingStageId>;

export const onboardingStageTitles: Record<OnboardingStageId, { title: string; description: string }> = {
  pick_labels: {
    title: 'Pilih label',
    description: 'Pilih label dokumen yang Anda periksa dari katalog, dan tambahkan label Anda sendiri.',
  },
  master_document: {
    title: 'Pilih dokumen acuan',
    description: 'Tentukan jenis dokumen yang menjadi acuan perbandingan, misalnya PEB.',
  },
  first_template: {
    title: 'Buat template pertama',
    description: 'Unggah contoh dokumen dan tandai letak setiap label.',
  },
  first_validation: {
    title: 'Jalankan validasi pertama',
    description: 'Unggah dokumen pengiriman dan periksa hasilnya.',
  },
};

export const ZOnboardingStageStatus = z
  .enum(['pending', 'done', 'skipped'])
  .describe('pending: belum; done: selesai; skipped: dilewati');

export const ZOnboardingStage = z.object({
  id: ZOnboardingStageId,
  title: z.string(),
  description: z.string(),
  status: ZOnboardingStageStatus,
  ready: z.boolean().describe('Syarat tahap sudah terpenuhi (misalnya sudah ada label)'),
  completed_at: z.iso.datetime().nullable(),
});
export type OnboardingStage = z.infer<typeof ZOnboardingStage>;

export const ZOnboardingCheckResponse = envelope(
  z.object({
    stages: z.array(ZOnboardingStage),
    current: ZOnboardingStageId.nullable().describe('Tahap berikutnya; null bila semua selesai'),
    completed: z.boolean().describe('Semua tahap selesai atau dilewati'),
  }),
);
export type OnboardingCheckResponse = z.infer<typeof ZOnboardingCheckResponse>;

export const ZOnboardingStageParam = z.object({ id: ZOnboardingStageId });

/** PUT company/onboarding/update/{id}: done (only when ready), skipped, or back to pending. */
export const ZUpdateOnboardingRequest = z.object({ status: ZOnboardingStageStatus });
export type UpdateOnboardingRequest = z.infer<typeof ZUpdateOnboardingRequest>;
