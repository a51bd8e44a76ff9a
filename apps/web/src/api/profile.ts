/** The signed-in person's own data: who they are, their profile and password (docs/product.md §7). */
import { useQuery } from '@tanstack/react-query';
import { managerRoles, profileApi } from '@vd/contract';
import { call } from './call.ts';

/** The query keys of the routes under `user/` (profile and members share the prefix). */
export const userKeys = {
  all: ['user'] as const,
  me: ['user', 'me'] as const,
  list: (page: number, perPage: number, search: string) => ['user', 'list', page, perPage, search] as const,
  roles: ['user', 'roles'] as const,
};

/** GET user/me: the signed-in user, the company, the role and every company of the user. */
export function useMe(enabled = true) {
  return useQuery({
    queryKey: userKeys.me,
    queryFn: async () => (await call(profileApi.me)).data,
    staleTime: 60_000,
    enabled,
  });
}

/** Owners and admins manage billing and settings; members (and internal staff) only read them. */
export function useIsManager(): boolean {
  const me = useMe();
  const role = me.data?.role;
  return Boolean(me.data && !me.data.internal && role && role !== 'internal' && managerRoles.includes(role));
}

export const updateProfile = (id: string, body: { first_name: string; last_name: string; phone: string }) =>
  call(profileApi.update, { params: { id }, body });

export const editPassword = (body: { current_password: string; password: string }) =>
  call(profileApi.editPassword, { body });
