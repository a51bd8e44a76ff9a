import { documentsDeletedNames, type LibraryList } from '@vd/contract';

/** Pustaka (the library of reference lists). Part of the catalogue in id.ts. */
export const library = {
  title: 'Pustaka',
  subtitle:
    'Daftar rujukan yang dipakai mesin pembaca dan tim Anda: kode HS perusahaan, pelabuhan, negara, mata uang, satuan, kemasan, Incoterms dan kantor pabean.',
  lists: {
    hs_code: 'Kode HS',
    port: 'Pelabuhan',
    country: 'Negara',
    currency: 'Mata uang',
    unit: 'Satuan',
    package: 'Kemasan',
    incoterm: 'Incoterms 2020',
    customs_office: 'Kantor pabean',
  } satisfies Record<LibraryList, string>,
  listHints: {
    hs_code:
      'Daftar kode HS milik perusahaan (BTKI tidak tersedia sebagai data terbuka). Bila daftar ini terisi, kode HS di luar daftar ditandai "Kode HS tidak dikenal" pada hasil validasi.',
    port: 'UN/LOCODE pelabuhan yang sering tercetak di dokumen Indonesia, dengan nama yang tercetak di dokumen.',
    country: 'ISO 3166: semua negara, dengan nama Indonesia dan Inggris.',
    currency: 'ISO 4217: mata uang yang berlaku.',
    unit: 'UN/ECE Rec. 20: satuan berat dan jumlah. Berat dihitung ulang ke kilogram.',
    package: 'UN/ECE Rec. 21: jenis kemasan (karton, karung, palet ...).',
    incoterm: 'Aturan Incoterms 2020 (ICC), dengan kode lama yang masih tercetak sebagai alias.',
    customs_office:
      'Kode KPPBC 6 digit, seperti di awal nomor aju format lama. Daftar bawaan hanya kantor utama; tambahkan kantor Anda.',
  } satisfies Record<LibraryList, string>,
  count: (shipped: number, company: number) =>
    `${shipped.toLocaleString('id-ID')} bawaan${company ? ` · ${company.toLocaleString('id-ID')} milik perusahaan` : ''}`,
  search: 'Cari kode, nama atau alias',
  source: { all: 'Semua', shipped: 'Bawaan', company: 'Milik perusahaan' },
  columns: { code: 'Kode', name: 'Nama / uraian', aliases: 'Alias', source: 'Sumber', actions: '' },
  shipped: 'Bawaan',
  own: 'Perusahaan',
  readOnlyHint:
    'Entri bawaan hanya dapat dibaca; tambahkan alias bila dokumen Anda menulisnya dengan nama lain.',
  empty: 'Daftar ini belum berisi entri.',
  emptyHs: 'Belum ada daftar kode HS. Impor dari XLSX atau CSV dengan kolom "Kode HS" dan "Uraian".',
  noResults: 'Tidak ada entri yang cocok dengan pencarian.',
  total: (n: number) => `${n.toLocaleString('id-ID')} entri`,
  addEntry: 'Tambah entri',
  addAlias: 'Tambah alias',
  importHs: 'Impor daftar kode HS',
  importTitle: 'Impor daftar kode HS (XLSX atau CSV)',
  importHint:
    'Baris judul berisi kolom "Kode HS" dan "Uraian". Kode boleh ditulis 0901.11.10 atau 09011110. Kode baru ditambahkan, kode yang sudah ada diperbarui uraiannya. Bila ada baris bermasalah, tidak ada yang disimpan.',
  importFile: 'Berkas XLSX atau CSV',
  importPick: 'Pilih berkas',
  importRun: 'Impor',
  importRows: 'Baris bermasalah',
  entryTitle: (list: string) => `Tambah entri: ${list}`,
  aliasTitle: (code: string) => `Tambah alias untuk ${code}`,
  code: 'Kode',
  name: 'Nama atau uraian',
  alias: 'Alias (nama yang tercetak di dokumen)',
  codeHint: {
    hs_code: '6, 8 atau 10 digit, misalnya 0901.11.10',
    port: 'UN/LOCODE 5 karakter, misalnya IDKTG',
    unit: 'Kode UN/ECE, misalnya KGM',
    package: 'Kode UN/ECE, misalnya CT',
    customs_office: '6 digit, misalnya 040300',
  } as Partial<Record<LibraryList, string>>,
  save: 'Simpan',
  cancel: 'Batal',
  added: 'Entri ditambahkan.',
  aliasAdded: 'Alias ditambahkan.',
  deleteEntry: 'Hapus entri',
  deleteEntryTitle: (code: string) => `Hapus entri ${code}?`,
  deleteEntryText:
    'Entri ini dan aliasnya dihapus dari daftar perusahaan. Hasil validasi yang sudah ada tidak berubah.',
  deleteAlias: (alias: string) => `Hapus alias ${alias}`,
  deleted: 'Dihapus.',
  delete: 'Hapus',
} as const;

/** Penyimpanan (saved storage). Part of the catalogue in id.ts. */
export const savedStorage = {
  title: 'Penyimpanan',
  subtitle:
    'Semua dokumen yang diunggah perusahaan Anda, per pengiriman: cari dengan nomor aju atau nomor invoice, pratinjau, unduh, atau hapus.',
  used: 'Penyimpanan terpakai',
  usedOf: (used: string, quota: string) => `${used} dari ${quota}`,
  documents: (n: number) =>
    `${n.toLocaleString('id-ID')} dokumen asli (contoh template dan dokumen validasi)`,
  nearlyFull: 'Penyimpanan hampir penuh. Hapus dokumen pengiriman lama atau atur masa simpan.',
  retention: 'Masa simpan',
  retentionHint:
    'Dokumen validasi yang lebih tua dari masa simpan dihapus otomatis setiap hari. Audit dan hasil validasi tetap tersimpan.',
  retentionMonths: 'Bulan',
  retentionNone: 'Simpan tanpa batas',
  retentionValue: (months: number | null) =>
    months ? `Dokumen validasi dihapus setelah ${months} bulan.` : 'Dokumen disimpan sampai dihapus.',
  retentionSave: 'Simpan masa simpan',
  retentionSaved: 'Masa simpan disimpan.',
  lastRun: (when: string) => `Penghapusan otomatis terakhir: ${when}`,
  tabs: { validation: 'Pengiriman', template: 'Contoh template' },
  search: 'Cari nomor aju, nomor invoice, nama atau berkas',
  documentType: 'Jenis dokumen',
  anyType: 'Semua jenis',
  total: (n: number) => `${n.toLocaleString('id-ID')} pengiriman`,
  totalTemplates: (n: number) => `${n.toLocaleString('id-ID')} template`,
  empty: 'Belum ada dokumen tersimpan.',
  noResults: 'Tidak ada pengiriman yang cocok dengan pencarian.',
  aju: 'Nomor aju',
  noAju: 'Nomor aju belum diisi',
  invoice: 'Nomor invoice',
  office: 'Kantor pabean',
  created: 'Diunggah',
  size: 'Ukuran',
  pages: (n: number) => `${n} halaman`,
  preview: 'Pratinjau',
  download: 'Unduh asli',
  previewTitle: (name: string) => `Pratinjau: ${name}`,
  page: (n: number, total: number) => `Halaman ${n} dari ${total}`,
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  unavailable: 'Berkas sudah dihapus',
  deleteDocuments: 'Hapus dokumen',
  deleteTitle: (name: string) => `Hapus dokumen pengiriman "${name}"?`,
  deleteText:
    'Berkas asli dan gambar halamannya dihapus permanen dan tidak dapat dikembalikan. Audit validasi, nomor aju dan hasilnya tetap tersimpan, ditandai bahwa dokumennya sudah dihapus.',
  deleteConfirm: 'Ya, hapus dokumen',
  deletedToast: 'Dokumen pengiriman dihapus. Audit validasi tetap tersimpan.',
  deletedMark: (reason: 'manual' | 'retention', by: string | null, when: string) =>
    reason === 'retention'
      ? `Dokumen dihapus otomatis (masa simpan) pada ${when}. Audit tetap tersimpan.`
      : `Dokumen dihapus${by ? ` oleh ${by}` : ''} pada ${when}. Audit tetap tersimpan.`,
  /** On the audit (query) list: the shipment's files are gone, the audit stays. */
  auditMark: (reason: 'manual' | 'retention', when: string) => `${documentsDeletedNames[reason]}, ${when}`,
  templateHint: 'Contoh dokumen template dihapus bersama templatenya (di Pustaka Template), tidak di sini.',
  openResult: 'Buka hasil',
  status: {
    draft: 'Draf',
    ready: 'Siap',
    processing: 'Diproses',
    completed: 'Selesai',
    failed: 'Gagal',
    active: 'Aktif',
    archived: 'Diarsipkan',
  } as Record<string, string>,
} as const;
