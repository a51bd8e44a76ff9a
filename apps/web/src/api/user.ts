import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { prefixes, ZMeResponse, ZUserListResponse } from '@vd/contract';
import { api } from './client.ts';

export const userKeys = {
  me: ['user', 'me'] as const,
  list: (page: number, perPage: number) => ['user', 'list', page, perPage] as const,
};

/** GET user/me: the signed-in user, the company and role. */
export function useMe() {
  return useQuery({
    queryKey: userKeys.me,
    queryFn: async () => ZMeResponse.parse((await api.get(`${prefixes.api}/user/me`)).data).data,
    staleTime: 60_000,
  });
}

/** GET user/list (owner and admin only: anyone else gets the 403 of SPEC §8). */
export function useUserList(page: number, perPage: number) {
  return useQuery({
    queryKey: userKeys.list(page, perPage),
    queryFn: async () =>
      ZUserListResponse.parse(
        (await api.get(`${prefixes.api}/user/list`, { params: { page, per_page: perPage } })).data,
      ),
    placeholderData: keepPreviousData,
  });
}
