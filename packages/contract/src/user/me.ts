import { z } from 'zod';
import { envelope, pagedEnvelope } from '../envelope.ts';
import { ZRole } from './roles.ts';

export const ZCompanySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  role: ZRole,
});

export const ZMe = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: ZRole.or(z.literal('internal')).describe('Peran; internal untuk staf internal (hanya melihat)'),
  company: z
    .object({ id: z.uuid(), name: z.string() })
    .nullable()
    .describe('Perusahaan token ini; null untuk staf internal sebelum memilih perusahaan'),
  internal: z.boolean().describe('Staf internal'),
  companies: z.array(ZCompanySummary).describe('Perusahaan tempat pengguna menjadi anggota'),
});
export type Me = z.infer<typeof ZMe>;
export const ZMeResponse = envelope(ZMe);

export const ZUserListItem = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: ZRole,
  status: z.enum(['invited', 'active', 'inactive']),
  created_at: z.iso.datetime(),
});
export const ZUserListResponse = pagedEnvelope(ZUserListItem);
