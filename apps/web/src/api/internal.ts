import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { prefixes, ZInternalCompanyListResponse } from '@vd/contract';
import { api } from './client.ts';

/** GET company/internal (internal staff): every company, paged and searchable. */
export function useInternalCompanies(page: number, perPage: number, search: string) {
  return useQuery({
    queryKey: ['company', 'internal', page, perPage, search],
    queryFn: async () => {
      const params = { page, per_page: perPage, ...(search ? { search } : {}) };
      const response = await api.get(`${prefixes.api}/company/internal`, { params });
      return ZInternalCompanyListResponse.parse(response.data);
    },
    placeholderData: keepPreviousData,
  });
}
