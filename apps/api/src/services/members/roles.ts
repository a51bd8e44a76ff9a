import type { Role } from '@vd/contract';

/** The Indonesian names of the roles (GET user/roles). */
export const roleLabels: Record<Role, string> = { owner: 'Pemilik', admin: 'Admin', member: 'Anggota' };

export const roleOptions = () =>
  (Object.keys(roleLabels) as Role[]).map((value) => ({ value, label: roleLabels[value] }));
