import { z } from 'zod';
import { ZEmail } from '../user/fields.ts';

/** The e-mail change flow: a code to the current address, then a code to the new one. */
export const ZEmailCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Kode terdiri dari 6 angka'),
});
export const ZNewEmailRequest = z.object({ email: ZEmail });
