import { prefixes } from '@vd/contract';

/** Where the SPA fetches a company's logo; the key's file id makes a new logo a new address. */
export function logoUrl(logoKey: string | null): string | null {
  if (!logoKey) return null;
  const version =
    logoKey
      .split('/')
      .at(-1)
      ?.replace(/\.png$/, '') ?? '';
  return `${prefixes.api}/settings/logo?v=${version}`;
}
