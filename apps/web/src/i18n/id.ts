/**
 * The one catalogue of visible text (Indonesian). The texts of docs/product.md §4-§5 come from the contract,
 * word for word; everything else the screens show is written here.
 */
import { accessDenied, emailVerification, fieldMessages, transactionMessages } from '@vd/contract';
import { access } from './id-access.ts';
import { internal, profile, switcher, users } from './id-accounts.ts';
import { areas } from './id-areas.ts';
import { invoice, payment, wallet } from './id-billing.ts';
import { companySettings } from './id-company-settings.ts';
import { legal } from './id-legal.ts';
import { library, savedStorage } from './id-library-storage.ts';
import { masterData } from './id-master-data.ts';
import { onboarding, validationLogic } from './id-onboarding.ts';
import { templates } from './id-templates.ts';
import { validation } from './id-validation.ts';

export { accessDenied, emailVerification, fieldMessages };

export const t = {
  app: {
    name: 'Validasi Dokumen',
    fullName: 'Validasi Dokumen Ekspor/Impor',
    nameSuffix: 'Ekspor/Impor',
    tagline: 'Periksa dokumen ekspor/impor sebelum sampai ke Bea Cukai.',
    copyright: (year: number) => `© ${year} Validasi Dokumen Ekspor/Impor`,
  },
  common: {
    loading: 'Memuat…',
    back: 'Kembali',
    backToLogin: 'Kembali ke halaman masuk',
    genericError: 'Terjadi kesalahan. Silakan coba lagi.',
    networkError: 'Tidak dapat terhubung ke server. Periksa koneksi Anda.',
    showPassword: 'Tampilkan password',
    hidePassword: 'Sembunyikan password',
    terms: 'Syarat & Ketentuan',
    privacy: 'Kebijakan Privasi',
    datePlaceholder: 'hh/bb/tttt',
    dateFrom: 'Dari tanggal',
    dateTo: 'Sampai tanggal',
    dateOrder: transactionMessages.dateOrder,
    downloadProgress: (percent: number | null) =>
      percent === null ? 'Menyiapkan berkas…' : `Mengunduh ${percent}%`,
    downloaded: (name: string) => `Berkas ${name} diunduh.`,
  },
  fields: {
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    email: 'Email',
    emailPlaceholder: 'nama@perusahaan.co.id',
    phone: 'Nomor handphone',
    phonePrefix: '+62',
    phonePlaceholder: '81234567890',
    companyName: 'Nama perusahaan',
    companyPlaceholder: 'PT Contoh Ekspor Indonesia',
    password: 'Password',
    passwordPlaceholder: 'Masukkan password',
    newPassword: 'Password baru',
    confirmNewPassword: 'Konfirmasi password baru',
    confirmPassword: 'Konfirmasi password',
  },
  landing: {
    login: 'Masuk',
    register: 'Daftar',
    eyebrow: 'Untuk eksportir, importir & PPJK',
    heroTitle: 'Dokumen ekspor/impor yang konsisten, sebelum diajukan.',
    heroText:
      'Unggah invoice, packing list, bill of lading dan dokumen pendukung lainnya. Kami membaca isinya, mencocokkannya dengan template perusahaan Anda, dan menandai setiap selisih sebelum dokumen sampai ke Bea Cukai.',
    ctaRegister: 'Daftar gratis',
    ctaLogin: 'Masuk ke akun',
    trialNote: 'Perusahaan baru mendapat 5 slot validasi gratis.',
    featuresTitle: 'Apa yang dikerjakan aplikasi ini',
    features: [
      {
        title: 'Template dari dokumen Anda',
        text: 'Tandai area penting pada contoh dokumen, misalnya nomor invoice, HS code, berat bersih, sekali saja.',
      },
      {
        title: 'Validasi lintas dokumen',
        text: 'Nilai yang sama di invoice, packing list dan B/L dibandingkan otomatis, termasuk format tanggal dan angka.',
      },
      {
        title: 'Hasil yang bisa diaudit',
        text: 'Setiap validasi tersimpan dengan riwayat, nomor aju dan ekspor CSV untuk tim dan auditor Anda.',
      },
      {
        title: 'Bayar sesuai pemakaian',
        text: 'Isi ulang slot validasi kapan saja, lengkap dengan invoice untuk bagian keuangan.',
      },
    ],
    stepsTitle: 'Tiga langkah',
    steps: [
      { title: 'Buat template', text: 'Unggah contoh dokumen dan tandai label yang harus dicek.' },
      { title: 'Unggah dokumen', text: 'Pilih template, unggah dokumen pengiriman, pantau prosesnya.' },
      {
        title: 'Tinjau hasil',
        text: 'Lihat label yang sesuai dan yang tidak sesuai, lalu perbaiki sebelum pengajuan.',
      },
    ],
    preview: {
      title: 'Contoh hasil validasi',
      documents: 'Invoice · Packing List · Bill of Lading',
      rows: [
        { label: 'Nomor invoice', status: 'Sesuai', ok: true },
        { label: 'HS code', status: 'Sesuai', ok: true },
        { label: 'Berat bersih (kg)', status: 'Tidak Sesuai', ok: false },
        { label: 'Tanggal B/L', status: 'Sesuai', ok: true },
      ],
    },
    closingTitle: 'Siap mengurangi koreksi dokumen?',
    closingText: 'Daftarkan perusahaan Anda dalam dua menit dan undang tim Anda.',
  },
  login: {
    title: 'Masuk ke akun Anda',
    subtitle: 'Gunakan email dan password perusahaan Anda.',
    remember: 'Ingat saya',
    forgot: 'Lupa password?',
    submit: 'MASUK',
    noAccount: 'Belum punya akun?',
    register: 'Daftar sekarang',
    internalToggle: 'Masuk sebagai staf internal',
    internalTitle: 'Masuk sebagai staf internal',
    internalSubtitle: 'Khusus tim internal Validasi Dokumen. Gunakan akun staf Anda.',
  },
  checkIn: {
    title: 'Verifikasi kode OTP',
    text: 'Masukkan 6 digit kode yang kami kirim ke email Anda. Kode berlaku 5 menit.',
    textTo: (email: string) => `Masukkan 6 digit kode yang kami kirim ke ${email}. Kode berlaku 5 menit.`,
    codeLabel: 'Kode OTP',
    codeRequired: 'Masukkan 6 digit kode OTP',
    submit: 'VERIFIKASI',
    resend: 'Kirim ulang kode',
    resendIn: (seconds: number) => `Kirim ulang dalam ${seconds} detik`,
    resent: 'Kode baru telah dikirim ke email Anda.',
  },
  forgot: {
    title: 'Lupa password',
    text: 'Masukkan email akun Anda. Kami akan mengirim link untuk membuat password baru.',
    submit: 'KIRIM LINK',
    sentTitle: 'Cek email Anda',
    sentText:
      'Jika email tersebut terdaftar, link untuk membuat password baru sudah kami kirim. Link berlaku 1 jam.',
  },
  reset: {
    title: 'Buat password baru',
    text: 'Minimal 8 karakter, dengan huruf besar dan angka.',
    submit: 'SIMPAN',
    successTitle: 'BERHASIL BUAT PASSWORD!',
    successText:
      'Password Anda berhasil dibuat. Silakan login untuk mulai memvalidasi dokumen ekspor/impor Anda.',
    login: 'LOGIN',
    missingToken: 'Link reset password tidak lengkap. Buka kembali link dari email Anda.',
  },
  register: {
    title: 'Daftarkan perusahaan Anda',
    subtitle: 'Akun pertama menjadi pemilik perusahaan dan bisa mengundang tim.',
    companyTaken: 'Nama perusahaan sudah terdaftar',
    emailTaken: 'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
    submit: 'DAFTAR',
    agreePrefix: 'Dengan mendaftar, Anda menyetujui',
    and: 'dan',
    haveAccount: 'Sudah punya akun?',
    login: 'Masuk',
    successTitle: 'Pendaftaran berhasil',
    successText: (email: string) =>
      `Kami telah mengirim link verifikasi ke ${email}. Buka link tersebut, lalu masuk ke akun Anda.`,
    resendVerification: 'Kirim ulang email verifikasi',
    resendVerificationIn: (seconds: number) => `Kirim ulang email verifikasi dalam ${seconds} detik`,
    notReceived: 'Belum menerima email? Periksa folder spam, atau kirim ulang.',
  },
  invitation: {
    title: 'Terima undangan',
    text: 'Lengkapi data Anda untuk bergabung dengan perusahaan yang mengundang Anda.',
    existingText: 'Email ini sudah punya akun. Masukkan password Anda untuk bergabung.',
    joinAs: 'Bergabung sebagai',
    expiresAt: (when: string) => `Undangan berlaku sampai ${when}`,
    checking: 'Memeriksa undangan…',
    invalidTitle: 'Undangan tidak dapat digunakan',
    missingToken: 'Link undangan tidak lengkap. Buka kembali link dari email Anda.',
    submit: 'GABUNG',
  },
  payment,
  wallet,
  invoice,
  companySettings,
  shell: {
    toggleNav: 'Buka atau tutup navigasi',
    logout: 'Keluar',
    roles: { owner: 'Pemilik', admin: 'Admin', member: 'Anggota', internal: 'Staf internal' },
  },
  areas,
  access,
  library,
  savedStorage,
  home: {
    greeting: (name: string) => `Selamat datang, ${name}`,
    subtitle: 'Berikut langkah berikutnya untuk perusahaan Anda.',
    nextTitle: 'Mulai dari sini',
    cards: [
      { title: 'Buat template', text: 'Unggah contoh dokumen dan tandai label yang akan dicek.' },
      { title: 'Validasi dokumen', text: 'Unggah dokumen pengiriman dan cocokkan dengan template.' },
      { title: 'Undang tim Anda', text: 'Tambahkan admin dan anggota dari halaman Pengaturan.' },
    ],
    open: 'Buka',
    emptyHistory: 'Belum ada validasi. Hasil validasi terbaru akan muncul di sini.',
    historyTitle: 'Validasi terbaru',
  },
  settings: {
    title: 'Pengaturan',
    subtitle: 'Profil perusahaan, preferensi, langganan dan pengguna yang bisa mengakses akun ini.',
    companyTitle: 'Perusahaan',
    usersTitle: 'Pengguna',
    usersText: 'Semua orang yang punya akses ke perusahaan ini.',
    columns: { name: 'Nama', email: 'Email', role: 'Peran', status: 'Status', joined: 'Terdaftar' },
    status: { invited: 'Diundang', active: 'Aktif', inactive: 'Nonaktif' },
    empty: 'Belum ada pengguna. Undang rekan kerja Anda agar bisa ikut memvalidasi dokumen.',
    total: (n: number) => `${n} pengguna`,
    loadError: 'Daftar pengguna tidak dapat dimuat.',
  },
  profile,
  users,
  switcher,
  internal,
  legal,
  masterData,
  templates,
  onboarding,
  validationLogic,
  validation,
} as const;
