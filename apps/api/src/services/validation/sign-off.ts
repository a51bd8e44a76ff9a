import type { ValidationDetail } from '@vd/contract';
import { validations } from '@vd/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { lockForChange, userName } from './recompare.ts';
import { findValidation, validationDetail } from './validation-view.ts';

/**
 * POST validation/{id}/sign-off: an admin or owner marks a completed validation as reviewed
 * ("Disetujui oleh ..."). From then on corrections and decisions answer 409 SIGNED_OFF until the
 * sign-off is withdrawn. Signing off twice answers 409 SIGNED_OFF.
 */
export async function signOff(
  ctx: AppContext,
  caller: { companyId: string; userId: string },
  id: string,
): Promise<ValidationDetail> {
  await findValidation(ctx.db, caller.companyId, id);
  await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, id);
    const now = new Date();
    await tx
      .update(validations)
      .set({
        signed_off_by: caller.userId,
        signed_off_name: await userName(tx, caller.userId),
        signed_off_at: now,
        updated_at: now,
      })
      .where(eq(validations.id, id));
  });
  return validationDetail(ctx, caller.companyId, id);
}

/** DELETE validation/{id}/sign-off: withdraws the sign-off (409 NOT_SIGNED_OFF when there is none). */
export async function withdrawSignOff(
  ctx: AppContext,
  caller: { companyId: string; userId: string },
  id: string,
): Promise<ValidationDetail> {
  await findValidation(ctx.db, caller.companyId, id);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockForChange(tx, id, true);
    if (!locked.signed_off_at) throw new AppError('NOT_SIGNED_OFF');
    await tx
      .update(validations)
      .set({ signed_off_by: null, signed_off_name: null, signed_off_at: null, updated_at: new Date() })
      .where(eq(validations.id, id));
  });
  return validationDetail(ctx, caller.companyId, id);
}
