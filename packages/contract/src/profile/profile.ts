import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZFirstName, ZLastName, ZPhone } from '../user/fields.ts';
import { ZRole } from '../user/roles.ts';

export const ZCompanySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  role: ZRole,
});

/** The signed-in user (GET user/me, and the answer of a sign-in). */
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

export const ZUpdateProfileRequest = z.object({
  first_name: ZFirstName,
  last_name: ZLastName,
  phone: ZPhone,
});
