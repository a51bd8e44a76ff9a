import { builder } from './id-template-builder.ts';

/** Templates (issue 5): create, library, builder, review and publish. Part of the catalogue in id.ts. */
export const templates = {
  statuses: { draft: 'Draf', active: 'Aktif', archived: 'Diarsipkan' },
  documentStatuses: { uploaded: 'Terunggah', processing: 'Diproses', ready: 'Siap', failed: 'Gagal' },
  loadError: 'Data template tidak dapat dimuat.',
  create: {
    title: 'Buat Template',
    subtitle:
      'Template adalah sekumpulan contoh dokumen untuk satu pola pengiriman. Beri nama, pilih jenis dokumennya, lalu tandai label pada setiap contoh.',
    name: 'Nama template',
    namePlaceholder: 'Ekspor Kopi - Buyer Jepang',
    description: 'Deskripsi (opsional)',
    descriptionPlaceholder: 'Untuk pengiriman kopi arabika ke Osaka lewat Tanjung Perak',
    documentTypes: 'Jenis dokumen',
    documentTypesHint: 'Satu contoh dokumen per jenis. Anda bisa mengubahnya nanti.',
    documentTypesRequired: 'Pilih minimal satu jenis dokumen.',
    submit: 'Buat dan lanjut ke penyusun',
    created: 'Template dibuat. Unggah contoh dokumennya.',
    draftsTitle: 'Lanjutkan draf',
    draftsEmpty: 'Belum ada draf.',
  },
  library: {
    title: 'Pustaka Template',
    subtitle: 'Semua template perusahaan Anda. Hanya template aktif yang ditawarkan saat validasi.',
    search: 'Cari nama atau deskripsi',
    status: 'Status',
    allStatuses: 'Semua status',
    documentType: 'Jenis dokumen',
    allTypes: 'Semua jenis',
    add: 'Buat template',
    empty: 'Belum ada template. Buat template pertama dari contoh dokumen Anda.',
    noResults: 'Tidak ada template yang cocok dengan filter ini.',
    total: (n: number) => `${n} template`,
    columns: { name: 'Nama', types: 'Jenis dokumen', labels: 'Label', status: 'Status', updated: 'Diubah' },
    open: (name: string) => `Buka ${name}`,
    draftsTitle: 'Draf',
    draftsText: 'Template yang belum diterbitkan, perubahan terbaru lebih dulu.',
    labelCount: (n: number) => `${n} label`,
  },
  builder,
} as const;
