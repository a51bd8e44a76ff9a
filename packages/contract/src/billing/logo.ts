import { z } from 'zod';
import { envelope } from '../envelope.ts';

/** The company logo (settings): what is accepted and what is kept. */
export const logoRules = {
  maxBytes: 2 * 1024 * 1024,
  /** Width of the stored PNG at most; smaller logos are never enlarged. */
  maxWidth: 512,
  /** Decoded pixels at most (no decompression bombs). */
  maxPixels: 25_000_000,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export const logoMessages = {
  missing: 'Pilih berkas logo yang akan diunggah.',
  fileField: 'Berkas logo harus dikirim pada isian "file".',
  tooLarge: 'Ukuran logo maksimal 2 MB.',
  unsupported: 'Logo harus berupa gambar PNG, JPEG atau WebP.',
  unreadable:
    'Gambar logo tidak dapat dibaca. Pastikan berkas tidak rusak dan tidak lebih dari 25 megapiksel.',
} as const;

/** POST settings/logo: multipart/form-data with one file part. */
export const ZLogoUploadRequest = z
  .object({
    file: z.file().describe('PNG, JPEG atau WebP, maksimal 2 MB; disimpan sebagai PNG maksimal 512 px lebar'),
  })
  .optional()
  .describe('multipart/form-data');

export const ZLogoResponse = envelope(
  z.object({
    logo_url: z
      .string()
      .nullable()
      .describe('Alamat gambar logo (GET settings/logo, dengan token), null bila belum ada'),
  }),
);
export type LogoResponse = z.infer<typeof ZLogoResponse>;
