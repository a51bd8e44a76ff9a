/** Form schemas of the signed-out screens, built from the contract's field rules (docs/product.md §4). */
import { ZEmail, ZPasswordPair, ZSignInRequest, ZSignUpRequest } from '@vd/contract';
import { z } from 'zod';
import { t } from '../../i18n/id.ts';

export const ZLoginForm = ZSignInRequest.extend({ remember: z.boolean() });

export const ZForgotForm = z.object({ email: ZEmail });

export const ZOtpForm = z.object({ code: z.string().regex(/^\d{6}$/, t.checkIn.codeRequired) });

/** Sign-up (contract) with the password typed twice. */
export const ZRegisterForm = ZSignUpRequest.omit({ password: true }).and(ZPasswordPair);
