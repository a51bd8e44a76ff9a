/** Accepting an invitation: the link checked, then joining with a new or an existing account. */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZFirstName, ZLastName, ZLoginPassword, ZNewPassword, ZPhone } from '../user/fields.ts';
import { ZRole } from '../user/roles.ts';

export const ZInvitationToken = z.string().min(1).max(200);

export const ZInvitationVerifyRequest = z.object({ token: ZInvitationToken });
export const ZInvitation = z.object({
  email: z.string(),
  company_name: z.string(),
  role: ZRole,
  existing_account: z.boolean().describe('Email ini sudah punya akun: cukup masukkan password-nya'),
  expires_at: z.iso.datetime(),
});
export const ZInvitationVerifyResponse = envelope(ZInvitation);

/** New person: name, phone and a new password. Existing account: its own password only. */
export const ZInvitationRegisterRequest = z.union([
  z.object({
    token: ZInvitationToken,
    first_name: ZFirstName,
    last_name: ZLastName,
    phone: ZPhone,
    password: ZNewPassword,
  }),
  z.object({ token: ZInvitationToken, password: ZLoginPassword }),
]);
export type InvitationRegisterRequest = z.infer<typeof ZInvitationRegisterRequest>;
