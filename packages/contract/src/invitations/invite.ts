/** Inviting a user into the company with a role, and the company's invitations. */
import { z } from 'zod';
import { pagedEnvelope } from '../envelope.ts';
import { ZEmail } from '../user/fields.ts';
import { ZRole } from '../user/roles.ts';

export const ZInviteUserRequest = z.object({
  email: ZEmail,
  role: z.enum(['admin', 'member']).describe('Peran yang diberikan; pemilik tidak dapat diundang'),
});

export const ZInvitationHistoryItem = z.object({
  id: z.uuid(),
  email: z.string(),
  role: ZRole,
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  invited_by: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export const ZInvitationHistoryResponse = pagedEnvelope(ZInvitationHistoryItem);
