import { z } from 'zod';
import { envelope, pagedEnvelope } from '../envelope.ts';
import { ZRole } from '../user/roles.ts';

/** A member of the company, as GET user/list lists them. */
export const ZMemberListItem = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: ZRole,
  status: z.enum(['invited', 'active', 'inactive']),
  created_at: z.iso.datetime(),
});
export const ZMemberListResponse = pagedEnvelope(ZMemberListItem);

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
