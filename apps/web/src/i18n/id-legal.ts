/** Terms and privacy texts (/toc, /privacy). Part of the catalogue in id.ts. */
export const legal = {
  updated: 'Terakhir diperbarui: 1 November 2025',
  backHome: 'Kembali ke beranda',
  toc: {
    title: 'Syarat & Ketentuan',
    intro:
      'Syarat ini mengatur penggunaan layanan Validasi Dokumen Ekspor/Impor ("Layanan") oleh perusahaan yang mendaftar ("Pelanggan") dan para penggunanya.',
    sections: [
      {
        heading: '1. Akun dan pengguna',
        body: 'Pelanggan bertanggung jawab atas kebenaran data pendaftaran, kerahasiaan password, dan semua tindakan pengguna yang diundang ke akun perusahaannya. Pemilik akun dapat menambah, menonaktifkan, atau menghapus pengguna kapan saja.',
      },
      {
        heading: '2. Fungsi Layanan',
        body: 'Layanan membaca dokumen yang Pelanggan unggah dan membandingkannya dengan template yang Pelanggan buat. Hasil validasi adalah alat bantu pemeriksaan; keputusan akhir atas isi dokumen dan pengajuan kepabeanan tetap menjadi tanggung jawab Pelanggan.',
      },
      {
        heading: '3. Slot validasi dan pembayaran',
        body: 'Setiap validasi memakai slot dari saldo Pelanggan. Slot dibeli melalui isi ulang saldo dan tidak dapat diuangkan kembali, kecuali jika validasi gagal karena kesalahan Layanan. Invoice diterbitkan untuk setiap transaksi.',
      },
      {
        heading: '4. Penggunaan yang dilarang',
        body: 'Pelanggan tidak boleh mengunggah dokumen yang bukan haknya, mencoba mengakses data perusahaan lain, atau mengganggu ketersediaan Layanan.',
      },
      {
        heading: '5. Ketersediaan dan perubahan',
        body: 'Kami berupaya menjaga Layanan tersedia setiap saat, namun pemeliharaan terjadwal dapat menyebabkan gangguan singkat. Perubahan syarat ini akan diberitahukan melalui email paling lambat 14 hari sebelum berlaku.',
      },
      {
        heading: '6. Hukum yang berlaku',
        body: 'Syarat ini tunduk pada hukum Republik Indonesia. Perselisihan diselesaikan lebih dahulu secara musyawarah.',
      },
    ],
  },
  privacy: {
    title: 'Kebijakan Privasi',
    intro:
      'Kebijakan ini menjelaskan data apa yang kami kumpulkan saat Anda memakai Validasi Dokumen Ekspor/Impor, untuk apa, dan bagaimana kami menjaganya, sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
    sections: [
      {
        heading: '1. Data yang kami kumpulkan',
        body: 'Data akun (nama, email, nomor handphone, nama perusahaan), dokumen yang Anda unggah beserta hasil pembacaannya, catatan aktivitas (waktu masuk, validasi yang dijalankan), serta data transaksi isi ulang saldo.',
      },
      {
        heading: '2. Cara kami memakai data',
        body: 'Data dipakai hanya untuk menjalankan Layanan: memproses dan memvalidasi dokumen, mengirim kode OTP dan pemberitahuan, menerbitkan invoice, dan menjaga keamanan akun. Kami tidak menjual data Anda dan tidak memakai dokumen Anda untuk pelanggan lain.',
      },
      {
        heading: '3. Penyimpanan dan keamanan',
        body: 'Dokumen dan data setiap perusahaan dipisahkan satu sama lain. Password disimpan dalam bentuk hash dan tidak pernah bisa kami baca. Akses staf internal bersifat baca-saja dan setiap akses dicatat.',
      },
      {
        heading: '4. Berbagi dengan pihak lain',
        body: 'Data hanya dibagikan kepada penyedia yang diperlukan untuk menjalankan Layanan, seperti penyedia email dan penyedia pembayaran, dengan kewajiban kerahasiaan yang sama.',
      },
      {
        heading: '5. Hak Anda',
        body: 'Anda dapat meminta salinan, perbaikan, atau penghapusan data pribadi Anda. Pemilik akun perusahaan dapat meminta penghapusan seluruh dokumen perusahaannya.',
      },
      {
        heading: '6. Cookie dan penyimpanan lokal',
        body: 'Kami memakai penyimpanan lokal peramban untuk token sesi dan cookie untuk pilihan "Ingat saya" serta langkah verifikasi OTP. Kami tidak memakai cookie iklan.',
      },
    ],
  },
} as const;
