import type { Permission } from '@vd/contract';

/** Why a button, a field or a menu item is not available (shown on hover). Part of id.ts. */
export const access = {
  /** What each permission lets a person do, completing "Hanya pemilik dan admin yang dapat ...". */
  actions: {
    'validation.run': 'menjalankan validasi',
    'validation.sign-off': 'menyetujui hasil validasi',
    'templates.manage': 'membuat dan mengubah template',
    'master-data.manage': 'mengubah master data dan logika validasi',
    'company.read': 'membuka pengaturan perusahaan',
    'company.manage': 'mengubah pengaturan perusahaan',
    'users.read': 'melihat pengguna perusahaan',
    'users.manage': 'mengundang dan mengatur pengguna',
    'billing.read': 'melihat transaksi dan invoice',
    'billing.manage': 'membeli slot dan mengatur invoice',
    'library.manage': 'menambah entri, alias dan daftar kode HS di Pustaka',
    'storage.manage': 'mengatur masa simpan dan menghapus dokumen di Penyimpanan',
    'profile.edit': 'mengubah profil',
  } satisfies Record<Permission, string>,
  role: (action: string) => `Hanya pemilik dan admin perusahaan yang dapat ${action}.`,
  readOnly: 'Staf internal hanya dapat melihat data perusahaan ini (hanya baca).',
  noCompany: 'Pilih perusahaan dari daftar perusahaan terlebih dahulu.',
} as const;
