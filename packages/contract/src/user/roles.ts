import { z } from 'zod';

/** Roles of docs/product.md §9 (values of GET user/roles). */
export const roles = ['owner', 'admin', 'member'] as const;
export const ZRole = z.enum(roles).describe('Peran pengguna di perusahaan');
export type Role = z.infer<typeof ZRole>;

/** Who may manage users, templates, master data, billing and company settings. */
export const managerRoles: readonly Role[] = ['owner', 'admin'];
