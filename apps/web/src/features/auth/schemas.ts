/** Form schemas of the signed-out screens, built from the contract's field rules (SPEC §5). */
import { ZEmail, ZFirstName, ZLastName, ZLoginPassword, ZPasswordPair, ZPhone } from '@vd/contract';
import { z } from 'zod';
import { t } from '../../i18n/id.ts';

export const ZLoginForm = z.object({ email: ZEmail, password: ZLoginPassword, remember: z.boolean() });

export const ZForgotForm = z.object({ email: ZEmail });

export const ZOtpForm = z.object({ code: z.string().regex(/^\d{6}$/, t.checkIn.codeRequired) });

export const ZRegisterForm = z.intersection(
  z.object({
    company_name: z.string().trim().min(1, t.register.companyRequired).max(200),
    first_name: ZFirstName,
    last_name: ZLastName,
    email: ZEmail,
    phone: ZPhone,
  }),
  ZPasswordPair,
);

export const ZInvitationForm = z.intersection(
  z.object({ first_name: ZFirstName, last_name: ZLastName, phone: ZPhone }),
  ZPasswordPair,
);
