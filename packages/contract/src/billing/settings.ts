import { z } from 'zod';
import { envelope } from '../envelope.ts';

export const settingsMessages = {
  companyNameRequired: 'Masukkan nama perusahaan',
  npwpFormat: 'NPWP harus 15 atau 16 angka',
  phoneFormat: 'Format Tidak Sesuai',
} as const;

/** NPWP, old 15 digits or new 16 digits; dots, dashes and spaces allowed when writing it. */
export const ZNpwp = z
  .string()
  .trim()
  .transform((v) => v.replace(/[.\-\s]/g, ''))
  .pipe(z.string().regex(/^(\d{15}|\d{16})$/, settingsMessages.npwpFormat));

/** Date formats a document can be read with (docs/domain.md "Dates"); `auto` lets the engine guess. */
export const dateFormats = [
  'auto',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD-MMM-YYYY',
  'DD MMM YYYY',
  'MMM DD, YYYY',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
] as const;
export const ZDateFormat = z.enum(dateFormats).describe('Format tanggal bawaan dokumen');
export const ZNumberFormat = z
  .enum(['id', 'en', 'auto'])
  .describe('id: 1.234,56; en: 1,234.56; auto: dikenali per dokumen');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const ZCompanyProfile = z.object({
  name: z.string().trim().min(1, settingsMessages.companyNameRequired).max(200).describe('Nama perusahaan'),
  address: optionalText(500).describe('Alamat (tercetak di faktur)'),
  npwp: z.union([ZNpwp, z.literal('').transform(() => null), z.null()]).describe('NPWP 15 atau 16 angka'),
  phone: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\+?[0-9\s-]{7,20}$/, settingsMessages.phoneFormat),
      z.literal(''),
      z.null(),
    ])
    .transform((v) => (v ? v : null))
    .describe('Telepon kantor'),
});

export const ZNotificationPreferences = z.object({
  email_validation_completed: z.boolean().describe('Email saat validasi selesai'),
  email_payment: z.boolean().describe('Email saat pembayaran lunas atau gagal'),
  email_low_balance: z.boolean().describe('Email saat saldo slot menipis'),
  low_balance_threshold: z.number().int().min(0).max(10_000).describe('Batas saldo menipis (slot)'),
});

export const ZFormatPreferences = z.object({
  date_format: ZDateFormat,
  number_format: ZNumberFormat,
});

export const ZSettings = z.object({
  company: ZCompanyProfile,
  notifications: ZNotificationPreferences,
  preferences: ZFormatPreferences,
});
export type Settings = z.infer<typeof ZSettings>;

/** POST settings: the whole settings. */
export const ZSaveSettingsRequest = ZSettings;
/** PUT settings/update: any part of them. */
export const ZUpdateSettingsRequest = z.object({
  company: ZCompanyProfile.partial().optional(),
  notifications: ZNotificationPreferences.partial().optional(),
  preferences: ZFormatPreferences.partial().optional(),
});
export type UpdateSettingsRequest = z.infer<typeof ZUpdateSettingsRequest>;

/** The settings as answered (the NPWP written with dots and a dash). */
export const ZSettingsResponse = envelope(
  z.object({
    company: z.object({
      id: z.uuid(),
      name: z.string(),
      address: z.string().nullable(),
      npwp: z.string().nullable().describe('Angka saja'),
      npwp_formatted: z.string().nullable().describe('Misalnya 01.234.567.8-901.000'),
      phone: z.string().nullable(),
      logo_url: z.string().nullable().describe('GET settings/logo (dengan token), null bila belum ada logo'),
    }),
    notifications: ZNotificationPreferences,
    preferences: ZFormatPreferences,
    updated_at: z.iso.datetime().nullable(),
  }),
);
export type SettingsResponse = z.infer<typeof ZSettingsResponse>;
