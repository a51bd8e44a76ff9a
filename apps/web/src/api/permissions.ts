/**
 * The signed-in person's permissions, from the map the API's guards use (`permissions` in the
 * contract): what the SPA hides, disables and explains.
 */
import { type Actor, type Denial, denialOf, type Permission } from '@vd/contract';
import { t } from '../i18n/id.ts';
import { useMe } from './profile.ts';
import { isInternal } from './session.ts';

export type Access = { allowed: boolean; denial: Denial | null; reason: string | null };

/** Who is signed in, or null while user/me loads (nothing that changes data shows meanwhile). */
export function useActor(): Actor | null {
  const me = useMe();
  if (!me.data) return null;
  const internal = me.data.internal || me.data.role === 'internal' || isInternal();
  return { role: internal ? 'internal' : me.data.role, company: Boolean(me.data.company) };
}

/** The reason shown on hover for a denial. */
export function reasonOf(denial: Denial, permission: Permission | null): string {
  if (denial === 'no-company') return t.access.noCompany;
  if (denial === 'read-only') return t.access.readOnly;
  return t.access.role(t.access.actions[permission ?? 'company.read']);
}

export function accessOf(actor: Actor | null, permission: Permission): Access {
  if (!actor) return { allowed: false, denial: null, reason: null };
  const denial = denialOf(actor, permission);
  return { allowed: denial === null, denial, reason: denial ? reasonOf(denial, permission) : null };
}

/** May the signed-in person use this permission (false while loading), and if not, why. */
export function useAccess(permission: Permission): Access {
  return accessOf(useActor(), permission);
}
