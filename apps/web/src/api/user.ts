import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  managerRoles,
  prefixes,
  ZInvitationHistoryResponse,
  ZMeResponse,
  ZRolesResponse,
  ZUserListResponse,
} from '@vd/contract';
import { api } from './client.ts';

const user = (path: string) => `${prefixes.api}/user/${path}`;

export const userKeys = {
  all: ['user'] as const,
  me: ['user', 'me'] as const,
  list: (page: number, perPage: number, search: string) => ['user', 'list', page, perPage, search] as const,
  roles: ['user', 'roles'] as const,
  invitations: (page: number, perPage: number) => ['user', 'invitations', page, perPage] as const,
};

/** GET user/me: the signed-in user, the company, the role and every company of the user. */
export function useMe(enabled = true) {
  return useQuery({
    queryKey: userKeys.me,
    queryFn: async () => ZMeResponse.parse((await api.get(user('me'))).data).data,
    staleTime: 60_000,
    enabled,
  });
}

/** GET user/list (owner and admin only: anyone else gets the 403 of docs/product.md §5). */
export function useUserList(page: number, perPage: number, search = '') {
  return useQuery({
    queryKey: userKeys.list(page, perPage, search),
    queryFn: async () => {
      const params = { page, per_page: perPage, ...(search ? { search } : {}) };
      return ZUserListResponse.parse((await api.get(user('list'), { params })).data);
    },
    placeholderData: keepPreviousData,
  });
}

/** GET user/roles: the roles a person can be invited with, with their labels. */
export function useRoles(enabled = true) {
  return useQuery({
    queryKey: userKeys.roles,
    queryFn: async () => ZRolesResponse.parse((await api.get(user('roles'))).data).data,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** GET user/invitation-histories. */
export function useInvitationHistories(page: number, perPage: number) {
  return useQuery({
    queryKey: userKeys.invitations(page, perPage),
    queryFn: async () => {
      const params = { page, per_page: perPage };
      return ZInvitationHistoryResponse.parse((await api.get(user('invitation-histories'), { params })).data);
    },
    placeholderData: keepPreviousData,
  });
}

/** Owners and admins manage billing and settings; members (and internal staff) only read them. */
export function useIsManager(): boolean {
  const me = useMe();
  const role = me.data?.role;
  return Boolean(me.data && !me.data.internal && role && role !== 'internal' && managerRoles.includes(role));
}
