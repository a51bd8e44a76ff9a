import { z } from 'zod';
import { fieldMessages as m } from '../messages.ts';

/** Field rules of docs/product.md §4, shared by the browser and the server. */
export const ZFirstName = z.string().trim().min(1, m.firstNameRequired).max(100);
export const ZLastName = z.string().trim().min(1, m.lastNameRequired).max(100);
export const ZEmail = z
  .string()
  .trim()
  .min(1, m.emailRequired)
  .max(254)
  .pipe(z.email({ message: m.emailInvalid }));

/** The part after +62: a digit 1-9, then 6 to 13 digits; at least 10 characters. */
export const ZPhone = z
  .string()
  .trim()
  .min(1, m.phoneRequired)
  .min(10, m.phoneMin)
  .regex(/^[1-9]\d{6,13}$/, m.phoneFormat);

export const ZNewPassword = z
  .string()
  .min(1, m.newPasswordRequired)
  .regex(/^(?=.*[A-Z])(?=.*\d)(?=.*[A-Za-z]).{8,}$/, m.newPasswordRule)
  .max(200);

export const ZLoginPassword = z.string().min(1, m.loginPasswordRequired).max(200);

/** New password + confirmation, with the mismatch message on the confirmation field. */
export const ZPasswordPair = z
  .object({ password: ZNewPassword, confirm_password: z.string().min(1, m.newPasswordRequired) })
  .refine((v) => v.password === v.confirm_password, {
    message: m.passwordMismatch,
    path: ['confirm_password'],
  });
