import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { ZEmail, ZFirstName, ZLastName, ZNewPassword, ZPhone } from '../user/fields.ts';

export const ZCompanyName = z.string().trim().min(1, 'Masukkan nama perusahaan Anda').max(150);

/** docs/product.md §7 sign-up: creates the company and its owner, and e-mails a verification link. */
export const ZSignUpRequest = z.object({
  company_name: ZCompanyName.describe('Nama perusahaan'),
  first_name: ZFirstName,
  last_name: ZLastName,
  email: ZEmail,
  phone: ZPhone.describe('Nomor handphone tanpa +62'),
  password: ZNewPassword,
});
export type SignUpRequest = z.infer<typeof ZSignUpRequest>;
export const ZSignUpResponse = envelope(z.object({ email: z.string() }));

/** docs/product.md §7 company-check: whether a company name and/or an e-mail are still free. */
export const ZCompanyCheckRequest = z
  .object({
    company_name: z.string().trim().max(150).optional(),
    email: z.string().trim().max(254).optional(),
  })
  .refine((v) => v.company_name || v.email, { message: 'Isi nama perusahaan atau email' });
export const ZCompanyCheckResponse = envelope(
  z.object({
    company_name_available: z.boolean().nullable(),
    email_available: z.boolean().nullable(),
  }),
);

export const ZMessageResponse = z.object({ message: z.string() });
