/**
 * The routes of the invitations area (apps/api/src/routes/invitations), defined once for the API
 * and the SPA: an owner or admin invites a user with a role and reads the company's invitations
 * (under /api, tag user); the invited person checks the link and joins (under /auth, no token, tag
 * auth). The paths are the specification's.
 */

import { ZSignInVerifyResponse } from '../auth/sign-in.ts';
import { ZMessageResponse } from '../auth/sign-up.ts';
import { ZPageQuery } from '../envelope.ts';
import {
  ZInvitationHistoryResponse,
  ZInvitationRegisterRequest,
  ZInvitationVerifyRequest,
  ZInvitationVerifyResponse,
  ZInviteUserRequest,
} from '../invitations/index.ts';
import { defineRoute } from '../route.ts';

const company = { prefix: 'api', tag: 'user' } as const;
const invited = { prefix: 'auth', tag: 'auth' } as const;

export const invitationsApi = {
  invite: defineRoute({
    ...company,
    method: 'POST',
    path: 'user/invite',
    summary: 'Undang pengguna dengan peran',
    access: { permission: 'users.manage' },
    body: ZInviteUserRequest,
    responses: { 201: ZMessageResponse },
  }),
  history: defineRoute({
    ...company,
    method: 'GET',
    path: 'user/invitation-histories',
    summary: 'Riwayat undangan',
    access: { permission: 'users.read' },
    query: ZPageQuery,
    responses: { 200: ZInvitationHistoryResponse },
  }),
  verify: defineRoute({
    ...invited,
    method: 'POST',
    path: 'invitation/verify',
    summary: 'Periksa tautan undangan',
    access: 'public',
    body: ZInvitationVerifyRequest,
    responses: { 200: ZInvitationVerifyResponse },
  }),
  register: defineRoute({
    ...invited,
    method: 'POST',
    path: 'invitation/register',
    summary: 'Bergabung melalui undangan',
    access: 'public',
    body: ZInvitationRegisterRequest,
    responses: { 200: ZSignInVerifyResponse },
  }),
};
