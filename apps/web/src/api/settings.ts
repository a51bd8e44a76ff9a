/** Settings (docs/product.md §7): company profile, preferences, notifications and the subscription usage. */
import { useQuery } from '@tanstack/react-query';
import {
  prefixes,
  type UpdateSettingsRequest,
  ZLogoResponse,
  ZSettingsResponse,
  ZSubscriptionResponse,
} from '@vd/contract';
import { useEffect } from 'react';
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

/** GET settings/logo as an object URL for an <img> (the call needs the bearer token), or null. */
export function useLogoImage(logoUrl: string | null) {
  const query = useQuery({
    queryKey: [...settingsKeys.all, 'logo', logoUrl] as const,
    queryFn: async () => {
      const response = await api.get<Blob>(logoUrl ?? '', { responseType: 'blob' });
      return URL.createObjectURL(response.data);
    },
    enabled: logoUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const objectUrl = query.data;
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return logoUrl ? objectUrl : undefined;
}

/** POST settings/logo (multipart): a PNG, JPEG or WebP of at most 2 MB. */
export async function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return ZLogoResponse.parse((await api.post(call('settings/logo'), form)).data).data;
}

/** DELETE settings/logo. */
export const removeLogo = () => api.delete(call('settings/logo'));
