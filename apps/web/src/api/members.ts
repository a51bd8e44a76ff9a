/** The members of a company (list and roles for everyone with access; writes for owner and admin) and the company switch. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { membersApi } from '@vd/contract';
import { call } from './call.ts';
import { userKeys } from './profile.ts';

/** GET user/list (owner and admin only: anyone else gets the 403 of docs/product.md §5). */
export function useMemberList(page: number, perPage: number, search = '') {
  return useQuery({
    queryKey: userKeys.list(page, perPage, search),
    queryFn: () =>
      call(membersApi.list, { query: { page, per_page: perPage, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** GET user/roles: the roles a person can be invited with, with their labels. */
export function useRoles(enabled = true) {
  return useQuery({
    queryKey: userKeys.roles,
    queryFn: async () => (await call(membersApi.roles)).data,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** POST user/update-status: an active member can sign in to the company, an inactive one cannot. */
export const updateMemberStatus = (body: { user_id: string; status: 'active' | 'inactive' }) =>
  call(membersApi.updateStatus, { body });

/** POST user/update-role: admin or member (the owner's role never changes). */
export const updateMemberRole = (body: { user_id: string; role: 'admin' | 'member' }) =>
  call(membersApi.updateRole, { body });

/** PATCH user/{id}: removes the member from the company (the user stays). */
export const removeMember = (id: string) => call(membersApi.remove, { params: { id } });

/** GET user/switch-company/{id}: a token pair for another company of the same person. */
export async function switchCompany(companyId: string) {
  return (await call(membersApi.switchCompany, { params: { id: companyId } })).data;
}
