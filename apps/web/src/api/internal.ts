import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  prefixes,
  type SlotAdjustmentRequest,
  ZInternalCompanyListResponse,
  ZSlotAdjustmentResponse,
} from '@vd/contract';
import { api } from './client.ts';

export const internalKeys = { companies: ['company', 'internal'] as const };

/** GET company/internal (internal staff): every company, paged and searchable. */
export function useInternalCompanies(page: number, perPage: number, search: string) {
  return useQuery({
    queryKey: [...internalKeys.companies, page, perPage, search],
    queryFn: async () => {
      const params = { page, per_page: perPage, ...(search ? { search } : {}) };
      const response = await api.get(`${prefixes.api}/company/internal`, { params });
      return ZInternalCompanyListResponse.parse(response.data);
    },
    placeholderData: keepPreviousData,
  });
}

/** POST slot/adjustment (internal staff): a manual correction of a company's slots, with a reason. */
export async function adjustSlots(body: SlotAdjustmentRequest) {
  const response = await api.post(`${prefixes.api}/slot/adjustment`, body);
  return ZSlotAdjustmentResponse.parse(response.data).data;
}
