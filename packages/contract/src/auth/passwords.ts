import { z } from 'zod';
import { ZEmail, ZLoginPassword, ZNewPassword } from '../user/fields.ts';

export const ZForgotPasswordRequest = z.object({ email: ZEmail });

/** POST reset-password: the token of the e-mailed link and the new password. */
export const ZResetPasswordRequest = z.object({ token: z.string().min(1).max(200), password: ZNewPassword });

/** PUT forgot-password/{token}. */
export const ZForgotPasswordSetRequest = z.object({ password: ZNewPassword });

export const ZEditPasswordRequest = z.object({
  current_password: ZLoginPassword,
  password: ZNewPassword,
});
