import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingApi, companyApi, type SlotAdjustmentRequest } from '@vd/contract';
import { call } from './call.ts';

export const internalKeys = { companies: ['company', 'internal'] as const };

/** GET company/internal (internal staff): every company, paged and searchable. */
export function useInternalCompanies(page: number, perPage: number, search: string) {
  return useQuery({
    queryKey: [...internalKeys.companies, page, perPage, search],
    queryFn: () =>
      call(companyApi.internal, { query: { page, per_page: perPage, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** POST slot/adjustment (internal staff): a manual correction of a company's slots, with a reason. */
export async function adjustSlots(body: SlotAdjustmentRequest) {
  return (await call(billingApi.slotAdjustment, { body })).data;
}
