import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZMe } from '../profile/profile.ts';
import { ZEmail, ZLoginPassword } from '../user/fields.ts';
import { ZTokenPair } from './tokens.ts';

/** docs/product.md §7 sign-in and sign-in-internal: right credentials e-mail a one-time password. */
export const ZSignInRequest = z.object({
  email: ZEmail,
  password: ZLoginPassword,
  remember: z.boolean().default(false).describe('Ingat saya selama 30 hari'),
});
export type SignInRequest = z.infer<typeof ZSignInRequest>;

export const ZOtpSession = z.object({
  session_id: z.string().describe('Disimpan di cookie session_id sampai /check-in selesai'),
  email: z.string().describe('Alamat tujuan kode, disamarkan'),
  expires_in: z.number().int().describe('Masa berlaku kode, dalam detik'),
  resend_in: z.number().int().describe('Detik sampai kode boleh dikirim ulang'),
});
export const ZSignInResponse = envelope(ZOtpSession);

export const ZOtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Kode terdiri dari 6 angka');

export const ZSignInVerifyRequest = z.object({ session_id: z.string().min(1).max(100), code: ZOtpCode });
export const ZSession = ZTokenPair.extend({
  user: ZMe.nullable().describe('Pengguna; null untuk staf internal sebelum memilih perusahaan'),
  internal: z.boolean().describe('Staf internal'),
});
export type Session = z.infer<typeof ZSession>;
export const ZSignInVerifyResponse = envelope(ZSession);

export const ZResendOtpRequest = z.object({ session_id: z.string().min(1).max(100) });
export const ZResendOtpResponse = envelope(ZOtpSession);
