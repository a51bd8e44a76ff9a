import { z } from 'zod';

/**
 * Every error the API can answer: its HTTP status and the Indonesian message shown to the user.
 * The one place where codes, statuses and default messages live (docs/product.md §8).
 */
export const errorCatalogue = {
  BAD_REQUEST: { status: 400, message: 'Permintaan tidak valid.' },
  VALIDATION_FAILED: { status: 400, message: 'Data yang dikirim belum benar. Periksa kembali isian Anda.' },
  MALFORMED_JSON: { status: 400, message: 'Isi permintaan bukan JSON yang valid.' },
  UNAUTHENTICATED: { status: 401, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' },
  TOKEN_EXPIRED: { status: 401, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Email atau password salah.' },
  OTP_INVALID: { status: 401, message: 'Kode verifikasi salah.' },
  OTP_EXPIRED: { status: 401, message: 'Kode verifikasi sudah tidak berlaku. Silakan masuk kembali.' },
  REFRESH_INVALID: { status: 401, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' },
  ACCOUNT_DEACTIVATED: {
    status: 401,
    message:
      'Anda dikeluarkan karena akun Anda di perusahaan ini dinonaktifkan atau dihapus oleh admin perusahaan. Hubungi admin perusahaan Anda untuk mengaktifkannya kembali.',
  },
  INSUFFICIENT_SLOTS: { status: 402, message: 'Slot validasi Anda habis. Silakan isi ulang saldo.' },
  FORBIDDEN: { status: 403, message: 'Anda tidak memiliki akses' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Email Anda belum diverifikasi. Buka tautan verifikasi yang kami kirim ke email Anda.',
  },
  ACCOUNT_INACTIVE: { status: 403, message: 'Akun Anda tidak aktif. Hubungi admin perusahaan Anda.' },
  READ_ONLY: { status: 403, message: 'Akses staf internal hanya untuk melihat.' },
  OWNER_PROTECTED: { status: 403, message: 'Pemilik perusahaan tidak dapat dinonaktifkan atau dihapus.' },
  NOT_FOUND: { status: 404, message: 'Data tidak ditemukan.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Alamat yang diminta tidak ditemukan.' },
  LINK_INVALID: { status: 400, message: 'Tautan tidak valid atau sudah kedaluwarsa.' },
  CODE_INVALID: { status: 400, message: 'Kode verifikasi salah atau sudah tidak berlaku.' },
  TRANSACTION_NOT_PAID: {
    status: 409,
    message: 'Faktur hanya dapat dibuat untuk transaksi yang sudah lunas.',
  },
  PACKAGE_UNAVAILABLE: { status: 404, message: 'Paket slot tidak ditemukan atau tidak lagi dijual.' },
  SIGNATURE_INVALID: { status: 401, message: 'Tanda tangan notifikasi pembayaran tidak valid.' },
  AMOUNT_MISMATCH: { status: 400, message: 'Jumlah pembayaran tidak sesuai dengan transaksi.' },
  PAYMENT_GATEWAY_ERROR: {
    status: 502,
    message: 'Gateway pembayaran tidak dapat dihubungi. Silakan coba lagi.',
  },
  BALANCE_BELOW_ZERO: { status: 409, message: 'Koreksi ini membuat saldo slot kurang dari nol.' },
  CONFLICT: { status: 409, message: 'Data bertentangan dengan data yang sudah ada.' },
  EMAIL_TAKEN: { status: 409, message: 'Email sudah terdaftar.' },
  COMPANY_TAKEN: { status: 409, message: 'Nama perusahaan sudah terdaftar.' },
  ALREADY_MEMBER: { status: 409, message: 'Pengguna ini sudah menjadi anggota perusahaan.' },
  DOCUMENT_TYPE_TAKEN: { status: 409, message: 'Nama atau kode jenis dokumen sudah dipakai.' },
  DOCUMENT_TYPE_IN_USE: {
    status: 409,
    message:
      'Jenis dokumen ini masih dipakai oleh template atau aturan logika, sehingga tidak dapat dihapus.',
  },
  LABEL_NAME_TAKEN: { status: 409, message: 'Nama label sudah dipakai.' },
  LABEL_IN_USE: {
    status: 409,
    message: 'Label ini masih dipakai oleh template atau aturan logika, sehingga tidak dapat dihapus.',
  },
  LABEL_PARAMETER_TAKEN: { status: 409, message: 'Kunci atau nama label katalog sudah dipakai.' },
  ALIAS_TAKEN: { status: 409, message: 'Alias ini sudah ada pada label tersebut.' },
  LOGIC_NOT_ALLOWED: { status: 400, message: 'Logika validasi ini tidak sesuai dengan tipe data label.' },
  RULE_INVALID: { status: 400, message: 'Aturan logika tidak valid. Periksa label dan operatornya.' },
  ONBOARDING_STAGE_NOT_READY: {
    status: 409,
    message: 'Tahap ini belum dapat diselesaikan: syaratnya belum terpenuhi.',
  },
  TEMPLATE_NOT_PUBLISHABLE: {
    status: 409,
    message: 'Template belum dapat diterbitkan. Perbaiki masalah berikut terlebih dahulu.',
  },
  DOCUMENT_NOT_READY: { status: 409, message: 'Dokumen belum selesai diproses.' },
  VALIDATION_NOT_READY: {
    status: 409,
    message:
      'Validasi belum siap dijalankan: unggah semua dokumen, tunggu sampai siap, dan tetapkan format tanggalnya.',
  },
  VALIDATION_NOT_DRAFT: {
    status: 409,
    message: 'Validasi ini sudah dijalankan; dokumennya tidak dapat diubah lagi.',
  },
  VALIDATION_RUNNING: { status: 409, message: 'Validasi ini sedang atau sudah dijalankan.' },
  NOTHING_TO_COMPARE: {
    status: 409,
    message:
      'Tidak ada yang dibandingkan: tidak ada label yang ditandai pada dua dokumen atau lebih dari template ini, dan tidak ada aturan logika aktif. Tandai label yang sama pada dokumen lain di penyusun template.',
  },
  SIGNED_OFF: {
    status: 409,
    message:
      'Validasi ini sudah disetujui. Tarik persetujuan terlebih dahulu untuk mengubah nilai atau keputusan.',
  },
  NOT_SIGNED_OFF: { status: 409, message: 'Validasi ini belum disetujui.' },
  DECISION_NOT_MISMATCH: {
    status: 409,
    message: 'Hanya perbedaan (Tidak Sesuai) yang dapat diterima dengan keputusan.',
  },
  RESULT_NOT_READY: { status: 409, message: 'Hasil validasi belum tersedia.' },
  STORAGE_QUOTA_EXCEEDED: {
    status: 409,
    message: 'Kuota penyimpanan perusahaan sudah penuh. Hapus dokumen lama di Penyimpanan, lalu coba lagi.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Ukuran berkas atau data terlalu besar.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Jenis berkas tidak didukung.' },
  UNREADABLE_DOCUMENT: { status: 422, message: 'Dokumen tidak dapat dibaca.' },
  RATE_LIMITED: { status: 429, message: 'Terlalu banyak percobaan. Silakan coba lagi nanti.' },
  INTERNAL: { status: 500, message: 'Terjadi kesalahan pada server. Silakan coba lagi.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Layanan sedang tidak tersedia. Silakan coba lagi.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const ZErrorCode = z.enum(Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]);

export const ZErrorResponse = z
  .object({
    message: z.string().describe('Pesan dalam bahasa Indonesia, untuk ditampilkan kepada pengguna'),
    code: ZErrorCode.describe('Kode kesalahan, UPPER_SNAKE'),
    errors: z.record(z.string(), z.string()).optional().describe('Pesan per isian yang salah'),
    request_id: z.string().optional().describe('Pengenal permintaan, untuk dukungan'),
  })
  .describe('Jawaban gagal');

export type ErrorResponse = z.infer<typeof ZErrorResponse>;
