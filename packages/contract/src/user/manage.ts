import { z } from 'zod';
import { envelope, pagedEnvelope } from '../envelope.ts';
import { ZEmail, ZFirstName, ZLastName, ZPhone } from './fields.ts';
import { ZRole } from './roles.ts';

export const ZUpdateProfileRequest = z.object({
  first_name: ZFirstName,
  last_name: ZLastName,
  phone: ZPhone,
});

export const ZUpdateStatusRequest = z.object({
  user_id: z.uuid(),
  status: z.enum(['active', 'inactive']),
});

/** The role change of a member (owner and admin only; the owner's role never changes). */
export const ZUpdateRoleRequest = z.object({
  user_id: z.uuid(),
  role: z.enum(['admin', 'member']).describe('Peran baru; pemilik tidak dapat diberikan'),
});

export const ZRoleOption = z.object({ value: ZRole, label: z.string() });
export const ZRolesResponse = envelope(z.array(ZRoleOption));

/** The e-mail change flow: a code to the current address, then a code to the new one. */
export const ZEmailCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Kode terdiri dari 6 angka'),
});
export const ZNewEmailRequest = z.object({ email: ZEmail });

export const ZInternalCompany = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.number().int(),
  slot_balance: z.number().int().nonnegative().describe('Saldo slot perusahaan'),
  created_at: z.iso.datetime(),
});
export const ZInternalCompanyListResponse = pagedEnvelope(ZInternalCompany);
