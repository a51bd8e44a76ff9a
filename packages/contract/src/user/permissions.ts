import type { Role } from './roles.ts';

const everyone: readonly Role[] = ['owner', 'admin', 'member'];
const managers: readonly Role[] = ['owner', 'admin'];

/**
 * What each role may do (docs/product.md §9), the one source read by the API's route guards
 * (`requireCaller(app, { permission })`) and by the SPA, which hides or disables what a role
 * cannot use. `write` marks a change: refused to internal staff, whose access is read-only.
 * Internal staff may use every permission whose `write` is false, inside the company they entered.
 */
export const permissions = {
  /** Run validations, correct values, accept differences, edit the nomor aju. */
  'validation.run': { roles: everyone, write: true },
  /** Sign a completed validation off (and withdraw the sign-off). */
  'validation.sign-off': { roles: managers, write: true },
  /** Create, label, review and publish templates. */
  'templates.manage': { roles: managers, write: true },
  /** Document types, labels, aliases, validation logic. */
  'master-data.manage': { roles: managers, write: true },
  /** Company settings and the master document. */
  'company.read': { roles: managers, write: false },
  'company.manage': { roles: managers, write: true },
  /** The users of the company and the invitations. */
  'users.read': { roles: managers, write: false },
  'users.manage': { roles: managers, write: true },
  /** Transaction history and invoices. */
  'billing.read': { roles: managers, write: false },
  /** Top-ups, cancelling a pending one, creating and sending invoices. */
  'billing.manage': { roles: managers, write: true },
  /** Pustaka: the company's own reference entries, aliases and HS list import. */
  'library.manage': { roles: managers, write: true },
  /** Penyimpanan: the retention setting and deleting a shipment's documents. */
  'storage.manage': { roles: managers, write: true },
  /** One's own profile, password, e-mail and notifications. */
  'profile.edit': { roles: everyone, write: true },
} as const satisfies Record<string, { roles: readonly Role[]; write: boolean }>;

export type Permission = keyof typeof permissions;

/** Who asks: a member's role, or `internal` for internal staff (with the company they entered, if any). */
export type Actor = { role: Role | 'internal'; company: boolean };

/**
 * Why an actor may not use a permission: `role` (the role never may: the SPA hides it),
 * `read-only` (internal staff look only) or `no-company` (internal staff who have not entered a
 * company yet). `null` when it is allowed.
 */
export type Denial = 'role' | 'read-only' | 'no-company';

export function denialOf(actor: Actor, permission: Permission): Denial | null {
  const rule = permissions[permission];
  if (actor.role === 'internal') {
    if (!actor.company) return 'no-company';
    return rule.write ? 'read-only' : null;
  }
  return (rule.roles as readonly string[]).includes(actor.role) ? null : 'role';
}

export const can = (actor: Actor, permission: Permission): boolean => denialOf(actor, permission) === null;
