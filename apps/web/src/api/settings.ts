/** Settings (SPEC §7): company profile, preferences, notifications and the subscription usage. */
import { useQuery } from '@tanstack/react-query';
import { prefixes, type UpdateSettingsRequest, ZSettingsResponse, ZSubscriptionResponse } from '@vd/contract';
import { api } from './client.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

export const settingsKeys = {
  all: ['settings'] as const,
  settings: ['settings', 'company'] as const,
  subscription: ['settings', 'subscription'] as const,
};

/** GET settings. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: async () => ZSettingsResponse.parse((await api.get(call('settings'))).data).data,
  });
}

/** GET settings/subscription: plan and usage (slots bought, used, left, validations this month). */
export function useSubscription() {
  return useQuery({
    queryKey: settingsKeys.subscription,
    queryFn: async () =>
      ZSubscriptionResponse.parse((await api.get(call('settings/subscription'))).data).data,
  });
}

/** PUT settings/update: any part of the settings. */
export const updateSettings = (body: UpdateSettingsRequest) => api.put(call('settings/update'), body);
