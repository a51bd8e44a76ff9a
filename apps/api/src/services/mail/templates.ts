/**
 * The product's e-mails, in Indonesian: subject, plain text and simple HTML for each.
 * Every value put into HTML is escaped.
 */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#2f9e44;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Atau salin tautan ini: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="id"><body style="font-family:Poppins,Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:24px"><h2 style="color:#2b8a3e">${escapeHtml(title)}</h2>${body}${button}<p style="font-size:12px;color:#888;margin-top:24px">Validasi Dokumen Ekspor/Impor</p></body></html>`;
}

function content(title: string, paragraphs: string[], action?: { label: string; url: string }): EmailContent {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
  return { subject: title, text, html: layout(title, paragraphs, action) };
}

export const emails = {
  verifyEmail: (name: string, url: string) =>
    content(
      'Verifikasi email Anda',
      [
        `Halo ${name},`,
        'Terima kasih telah mendaftar di Validasi Dokumen Ekspor/Impor. Klik tombol di bawah untuk memverifikasi email Anda. Tautan berlaku 24 jam.',
      ],
      { label: 'Verifikasi email', url },
    ),
  signInCode: (name: string, code: string) =>
    content('Kode masuk Anda', [
      `Halo ${name},`,
      `Kode masuk Anda: ${code}`,
      'Kode berlaku 5 menit. Jangan berikan kode ini kepada siapa pun. Abaikan email ini jika Anda tidak sedang masuk.',
    ]),
  resetPassword: (name: string, url: string) =>
    content(
      'Atur ulang password Anda',
      [
        `Halo ${name},`,
        'Kami menerima permintaan untuk mengatur ulang password akun Anda. Tautan berlaku 1 jam dan hanya dapat digunakan sekali. Abaikan email ini jika Anda tidak memintanya.',
      ],
      { label: 'Buat password baru', url },
    ),
  invitation: (companyName: string, inviterName: string, roleLabel: string, url: string) =>
    content(
      `Undangan bergabung dengan ${companyName}`,
      [
        `${inviterName} mengundang Anda bergabung dengan ${companyName} sebagai ${roleLabel} di Validasi Dokumen Ekspor/Impor.`,
        'Tautan undangan berlaku 7 hari.',
      ],
      { label: 'Terima undangan', url },
    ),
  emailChangeCode: (name: string, code: string, toNewAddress: boolean) =>
    content('Kode verifikasi perubahan email', [
      `Halo ${name},`,
      toNewAddress
        ? `Masukkan kode ${code} untuk memastikan alamat email baru ini milik Anda.`
        : `Masukkan kode ${code} untuk melanjutkan perubahan alamat email akun Anda.`,
      'Kode berlaku 10 menit.',
    ]),
  invoice: (number: string, companyName: string, summary: string) =>
    content(`Faktur ${number} - Validasi Dokumen Ekspor/Impor`, [
      'Yth. Bapak/Ibu,',
      `Terlampir faktur ${number} untuk ${companyName}.`,
      summary,
      'Terima kasih atas kepercayaan Anda.',
    ]),
  paymentPaid: (p: {
    companyName: string;
    packageName: string;
    slots: string;
    total: string;
    orderId: string;
    balance: string;
    url: string;
  }) =>
    content(
      `Pembayaran diterima: ${p.packageName}`,
      [
        'Yth. Bapak/Ibu,',
        `Pembayaran ${p.companyName} untuk ${p.packageName} sebesar ${p.total} (nomor pesanan ${p.orderId}) telah kami terima.`,
        `${p.slots} slot validasi sudah ditambahkan. Saldo slot sekarang: ${p.balance} slot.`,
        'Invoice dapat dibuat dan diunduh dari halaman Saldo.',
      ],
      { label: 'Buka halaman Saldo', url: p.url },
    ),
  paymentFailed: (p: {
    companyName: string;
    packageName: string;
    total: string;
    orderId: string;
    url: string;
  }) =>
    content(
      `Pembayaran gagal: ${p.packageName}`,
      [
        'Yth. Bapak/Ibu,',
        `Pembayaran ${p.companyName} untuk ${p.packageName} sebesar ${p.total} (nomor pesanan ${p.orderId}) tidak berhasil. Tidak ada dana yang kami tagihkan untuk transaksi ini dan saldo slot tidak berubah.`,
        'Silakan ulangi pembelian dari halaman Saldo.',
      ],
      { label: 'Buka halaman Saldo', url: p.url },
    ),
  validationFinished: (p: {
    name: string;
    validationName: string;
    /** "Sesuai", "Tidak Sesuai", "Perlu Diperiksa"; null when the run failed. */
    verdict: string | null;
    detail: string;
    url: string;
  }) =>
    content(
      p.verdict === null
        ? `Validasi gagal dijalankan: ${p.validationName}`
        : `Hasil validasi ${p.validationName}: ${p.verdict}`,
      [`Halo ${p.name},`, p.detail],
      { label: 'Lihat hasil validasi', url: p.url },
    ),
  lowBalance: (p: { companyName: string; balance: string; threshold: string; url: string }) =>
    content(
      `Saldo slot ${p.companyName} menipis`,
      [
        'Yth. Bapak/Ibu,',
        `Saldo slot validasi ${p.companyName} tinggal ${p.balance} slot, sudah mencapai batas ${p.threshold} slot yang Anda atur.`,
        'Isi ulang saldo agar validasi dokumen tidak terhenti. Email ini dikirim sekali setiap saldo turun melewati batas; batasnya dapat diubah di Pengaturan.',
      ],
      { label: 'Isi ulang saldo', url: p.url },
    ),
};
