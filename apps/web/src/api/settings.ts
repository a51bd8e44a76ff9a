/** Settings (docs/product.md §7): company profile, preferences, notifications and the subscription usage. */
import { useQuery } from '@tanstack/react-query';
import { settingsApi, type UpdateSettingsRequest } from '@vd/contract';
import { useEffect } from 'react';
import { call } from './call.ts';
import { api } from './client.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  settings: ['settings', 'company'] as const,
  subscription: ['settings', 'subscription'] as const,
};

/** GET settings. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: async () => (await call(settingsApi.get)).data,
  });
}

/** GET settings/subscription: plan and usage (slots bought, used, left, validations this month). */
export function useSubscription() {
  return useQuery({
    queryKey: settingsKeys.subscription,
    queryFn: async () => (await call(settingsApi.subscription)).data,
  });
}

/** PUT settings/update: any part of the settings. */
export const updateSettings = (body: UpdateSettingsRequest) => call(settingsApi.update, { body });

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
  return (await call(settingsApi.uploadLogo, { body: form })).data;
}

/** DELETE settings/logo. */
export const removeLogo = () => call(settingsApi.deleteLogo);
