/** Names of the admin areas (docs/product.md §2) and what each does. Part of the catalogue in id.ts. */
export const areas = {
  home: { label: 'Beranda', description: '' },
  template: {
    label: 'Template',
    description: 'Daftar template dokumen perusahaan Anda, lengkap dengan draf dan riwayat perubahannya.',
  },
  createTemplate: {
    label: 'Buat Template',
    description:
      'Unggah contoh dokumen, lalu tandai area yang berisi label seperti nomor invoice atau HS code.',
  },
  templateLibrary: {
    label: 'Pustaka Template',
    description: 'Template siap pakai untuk dokumen umum ekspor/impor yang bisa Anda salin dan sesuaikan.',
  },
  masterData: {
    label: 'Master Data',
    description: 'Label dokumen beserta aliasnya, jenis dokumen, dan status aktif setiap label.',
  },
  validation: {
    label: 'Validasi',
    description:
      'Pilih template, unggah dokumen pengiriman, dan jalankan validasi dengan progres yang terlihat.',
  },
  documentValidation: {
    label: 'Validasi Dokumen',
    description: 'Hasil validasi per dokumen: label yang cocok, yang berbeda, dan yang tidak terbaca.',
  },
  validationLogic: {
    label: 'Logika Validasi',
    description: 'Aturan pembanding antar-dokumen, misalnya toleransi berat atau format tanggal.',
  },
  library: {
    label: 'Pustaka',
    description:
      'Daftar rujukan: kode HS perusahaan, pelabuhan, negara, mata uang, satuan, kemasan, Incoterms dan kantor pabean.',
  },
  storage: {
    label: 'Penyimpanan',
    description: 'Dokumen yang diunggah per pengiriman, kapasitas terpakai dan masa simpan.',
  },
  query: {
    label: 'Query',
    description: 'Daftar hasil validasi dengan nomor aju yang dapat diubah dan diekspor ke CSV.',
  },
  notifications: {
    label: 'Notifikasi',
    description: 'Pemberitahuan saat validasi selesai, saldo menipis, atau ada undangan baru.',
  },
  settings: { label: 'Pengaturan', description: '' },
  history: {
    label: 'Riwayat',
    description: 'Riwayat validasi dan audit: siapa menjalankan apa, kapan, dan hasilnya.',
  },
  wallet: {
    label: 'Saldo',
    description: 'Sisa slot validasi, isi ulang saldo, riwayat transaksi dan invoice.',
  },
  onboarding: {
    label: 'Onboarding',
    description: 'Langkah awal menyiapkan perusahaan Anda: jenis dokumen, label, dan template pertama.',
  },
  logout: { label: 'Keluar', description: '' },
} as const;
