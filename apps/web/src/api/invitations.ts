/**
 * The invitations area: an owner or admin invites a user with a role and reads the company's
 * invitations; the invited person checks the link and joins (prefix /auth/v1, no bearer token).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type InvitationRegisterRequest, invitationsApi } from '@vd/contract';
import { call } from './call.ts';

export const invitationKeys = {
  all: ['invitations'] as const,
  history: (page: number, perPage: number) => ['invitations', 'history', page, perPage] as const,
};

/** POST user/invite: an e-mailed invitation with a role (not owner). */
export const inviteUser = (body: { email: string; role: 'admin' | 'member' }) =>
  call(invitationsApi.invite, { body });

/** GET user/invitation-histories. */
export function useInvitationHistory(page: number, perPage: number) {
  return useQuery({
    queryKey: invitationKeys.history(page, perPage),
    queryFn: () => call(invitationsApi.history, { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

/** POST invitation/verify: the company, the role and whether the address already has an account. */
export async function verifyInvitation(token: string) {
  return (await call(invitationsApi.verify, { body: { token } })).data;
}

/** Joins the company and signs the person in: the answer is the one of sign-in/verify. */
export async function registerInvitation(body: InvitationRegisterRequest) {
  return (await call(invitationsApi.register, { body })).data;
}
