import type { Actor, Permission } from '@vd/contract';
import { accessOf } from '../../api/permissions.ts';
import { t } from '../../i18n/id.ts';
import type { AreaKey } from './nav-items.ts';

/** The permission an area's page needs; the others only read and are open to every role. */
const needs: Partial<Record<AreaKey, Permission>> = {
  createTemplate: 'templates.manage',
  settings: 'company.read',
};

export type NavState = { hidden: boolean; reason: string | null };

/**
 * What the side navigation does with an area: hide it from a role that may never use it (a member
 * does not see Buat Template or Pengaturan), disable it with the reason on hover for internal staff
 * who look only, or who have not picked a company yet (every area but Beranda, their company list).
 */
export function navState(actor: Actor | null, area: AreaKey): NavState {
  const permission = needs[area];
  if (!actor) return { hidden: Boolean(permission), reason: null };
  if (actor.role === 'internal' && !actor.company && area !== 'home') {
    return { hidden: false, reason: t.access.noCompany };
  }
  if (!permission) return { hidden: false, reason: null };
  const access = accessOf(actor, permission);
  if (access.denial === 'role') return { hidden: true, reason: null };
  return { hidden: false, reason: access.reason };
}
