/**
 * The validation area: the wizard, the result, the query screen, history, notifications and the
 * homepage's validation cards. Part of the catalogue in id.ts. Names of states and verdicts come
 * from the contract, word for word.
 */
import {
  numberFormatNames,
  overallVerdictNames,
  shipmentDocumentStatusNames,
  type ValidationLogic,
  type Verdict,
  validationStatusNames,
  verdictNames,
} from '@vd/contract';
import { formatNumber, formatPercent } from './format.ts';

/** A label's validation logic in a few words, for a table column. */
function logicSummary(logic: ValidationLogic): string {
  switch (logic.logic) {
    case 'exact':
      return 'Sama persis';
    case 'text':
      return 'Teks sama';
    case 'contains':
      return 'Memuat';
    case 'incoterm':
      return 'Incoterm: kode sama';
    case 'format':
      return 'Format saja';
    case 'fuzzy':
      return `Mirip ≥ ${formatPercent(logic.threshold)}`;
    case 'date':
      return logic.days > 0 ? `Tanggal ± ${logic.days} hari` : 'Tanggal sama';
    case 'number': {
      const parts = [
        logic.tolerance.absolute !== undefined ? `± ${formatNumber(logic.tolerance.absolute)}` : null,
        logic.tolerance.percent !== undefined ? `± ${formatNumber(logic.tolerance.percent)}%` : null,
      ].filter(Boolean);
      return `Angka ${parts.join(' / ')}`;
    }
  }
}

/** Progress stages of an upload and of a run, pushed on the progress websocket. */
const stages: Record<string, string> = {
  upload: 'Mengunggah berkas',
  sent: 'Berkas terkirim, disimpan di server',
  queued: 'Menunggu giliran',
  render: 'Menyiapkan gambar halaman',
  text: 'Membaca teks',
  ocr: 'Membaca teks hasil pindai (OCR)',
  extract: 'Membaca nilai label',
  normalize: 'Menyeragamkan nilai',
  compare: 'Membandingkan antar-dokumen',
  rules: 'Menjalankan validasi logis',
  done: 'Selesai',
  failed: 'Gagal',
};

export const validation = {
  statuses: validationStatusNames,
  documentStatuses: shipmentDocumentStatusNames,
  verdicts: verdictNames,
  overall: overallVerdictNames,
  numberFormats: numberFormatNames,
  stages,
  working: 'Sedang diproses…',
  logicSummary,
  loadError: 'Data validasi tidak dapat dimuat.',
  pages: (n: number) => `${n} halaman`,
  fileSize: (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`
      : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`,
  wizard: {
    title: 'Validasi Dokumen Baru',
    titleOf: (name: string) => `Validasi: ${name}`,
    subtitle:
      'Pilih template, unggah dokumen pengiriman, tetapkan format tanggalnya, lalu jalankan validasi.',
    steps: [
      { label: 'Pilih Template', description: 'Template yang diterbitkan' },
      { label: 'Unggah Dokumen', description: 'Satu berkas per dokumen' },
      { label: 'Format Tanggal', description: 'Tanggal dan angka' },
      { label: 'Jalankan', description: 'Periksa dan jalankan' },
    ],
    toList: 'Daftar validasi',
    next: 'Lanjutkan',
    createdAt: (when: string, who: string | null) => (who ? `Dibuat ${when} oleh ${who}` : `Dibuat ${when}`),
  },
  pick: {
    title: 'Pilih template',
    text: 'Pilih satu atau beberapa template yang sudah diterbitkan. Setiap dokumen template menjadi satu dokumen yang perlu Anda unggah.',
    search: 'Cari nama template',
    name: 'Nama pengiriman (opsional)',
    nameHint: 'Misalnya nomor invoice atau nama pembeli, agar mudah dicari di Riwayat dan Query.',
    namePlaceholder: 'INV-2026-0042 · Buyer Osaka',
    selected: (n: number) => (n === 0 ? 'Belum ada template dipilih.' : `${n} template dipilih`),
    select: (name: string) => `Pilih template ${name}`,
    documents: (n: number) => `${n} dokumen`,
    labels: (n: number) => `${n} label`,
    empty:
      'Belum ada template yang diterbitkan. Buat template dari contoh dokumen dan terbitkan, lalu kembali ke sini.',
    noResults: 'Tidak ada template yang cocok. Ubah kata pencarian.',
    createTemplate: 'Buat template',
    toLibrary: 'Ke Pustaka Template',
    submit: 'Lanjutkan',
    created: 'Validasi dibuat. Unggah dokumen pengirimannya.',
    chosenTitle: 'Template yang dipakai',
    chosenText: 'Template validasi ini tidak dapat diubah lagi. Untuk template lain, mulai validasi baru.',
    newValidation: 'Mulai validasi baru',
  },
  upload: {
    title: 'Unggah dokumen',
    text: 'Unggah satu berkas untuk setiap dokumen. Berkas dibaca otomatis; tunggu sampai semua berstatus Siap.',
    master: 'Dokumen acuan',
    masterHint: 'Nilai dokumen lain dibandingkan dengan dokumen ini.',
    fromTemplate: (name: string) => `Template: ${name}`,
    drop: 'Tarik berkas ke sini atau',
    choose: 'pilih berkas',
    dropActive: 'Lepaskan untuk mengunggah',
    hint: 'PDF, PNG, JPEG, TIFF atau WebP, maksimal 25 MB.',
    uploadFor: (type: string) => `Unggah ${type}`,
    reupload: 'Unggah ulang',
    reuploadFor: (type: string) => `Unggah ulang ${type}`,
    progressFor: (type: string) => `Kemajuan ${type}`,
    failedTitle: 'Dokumen gagal diproses',
    noTemplate: 'Template dokumen ini sudah tidak tersedia; berkasnya tidak dapat diunggah.',
    summary: (ready: number, total: number) => `${ready} dari ${total} dokumen siap`,
    waiting: 'Tunggu sampai semua dokumen selesai diproses.',
    missing: 'Unggah semua dokumen untuk melanjutkan.',
    next: 'Lanjut ke Format Tanggal',
    // All the files of a shipment at once (docs/assisted-templating.md)
    shipment: {
      title: 'Unggah semua berkas sekaligus',
      text: 'Tarik semua berkas pengiriman ke sini. Setiap berkas dikenali dan ditempatkan ke dokumennya; periksa pembagiannya, lalu unggah.',
      drop: 'Tarik semua berkas pengiriman ke sini atau',
      choose: 'pilih berkas',
      chooseLabel: 'Pilih semua berkas pengiriman',
      dropActive: 'Lepaskan untuk mengenali berkas',
      hint: 'Sampai 10 berkas: PDF, PNG, JPEG, TIFF atau WebP, maksimal 25 MB per berkas.',
      reading: (n: number) => `Mengenali ${n} berkas…`,
      fileFor: (file: string) => `Dokumen untuk ${file}`,
      placeholder: 'Tidak diunggah',
      option: (type: string, code: string, template: string) => `${type} (${code}) · ${template}`,
      found: (words: string) => `judul "${words}" ditemukan`,
      captions: (percent: string) => `${percent} kata khas contohnya tercetak`,
      score: (percent: string) => `kecocokan ${percent}`,
      noMatch: 'Tidak cocok dengan dokumen mana pun: pilih dokumennya, atau biarkan tidak diunggah.',
      closest: (type: string, percent: string) => `Paling mirip ${type} (${percent}), belum cukup yakin.`,
      manual: 'Dipilih sendiri',
      replaces: 'Menggantikan berkas yang sudah diunggah.',
      twice: 'Dua berkas untuk dokumen yang sama: pilih dokumen lain untuk salah satunya.',
      upload: (n: number) => `Unggah ${n} berkas`,
      clear: 'Batal',
      uploading: (file: string, percent: number) => `${file}: ${percent}%`,
      uploaded: (n: number) => `${n} berkas diunggah dan sedang dibaca.`,
      failed: (file: string, message: string) => `${file}: ${message}`,
    },
  },
  format: {
    title: 'Format tanggal dan angka',
    text: 'Tanggal seperti 05/01 bisa berarti 5 Januari atau 1 Mei. Pilih format tanggal setiap dokumen dan cara penulisan angkanya.',
    date: 'Format tanggal',
    datePlaceholder: 'Pilih format',
    option: (format: string, example: string) => `${format} (contoh ${example})`,
    number: 'Penulisan angka',
    numberOptions: [
      { value: 'id', label: 'Indonesia' },
      { value: 'en', label: 'Inggris' },
      { value: 'auto', label: 'Otomatis' },
    ],
    numberHint: 'Indonesia 1.234,56 · Inggris 1,234.56',
    detected: (format: string) => `Terdeteksi: ${format}`,
    notDetected: 'Format tidak terdeteksi: pilih sendiri.',
    confirmed: 'Ditetapkan',
    unconfirmed: 'Belum dikonfirmasi',
    saved: 'Format dokumen disimpan.',
    notReady: 'Dokumen ini belum siap; format dapat dipilih setelah selesai diproses.',
    confirmAll: 'Konfirmasi semua & lanjutkan',
    confirmNeeded: 'Pilih format tanggal untuk setiap dokumen yang tidak terdeteksi.',
    next: 'Lanjut ke Jalankan',
    loadError: 'Daftar format tanggal tidak dapat dimuat.',
    none: 'Belum ada dokumen yang siap.',
  },
  execute: {
    title: 'Jalankan validasi',
    text: 'Periksa ringkasan di bawah. Menjalankan validasi memakai 1 slot; bila gagal, slot dikembalikan.',
    name: 'Nama pengiriman',
    templates: 'Template',
    documents: 'Dokumen',
    documentLine: (type: string, file: string | null, format: string | null) =>
      [type, file ?? 'belum diunggah', format ? `tanggal ${format}` : null].filter(Boolean).join(' · '),
    balance: 'Sisa slot',
    cost: 'Validasi ini memakai 1 slot.',
    noSlot: 'Slot Anda habis. Isi ulang slot di halaman Saldo untuk menjalankan validasi.',
    toWallet: 'Isi Ulang Slot',
    blockersTitle: 'Belum dapat dijalankan',
    run: 'Jalankan Validasi',
    runningTitle: 'Validasi sedang berjalan',
    runningText: 'Anda boleh meninggalkan halaman ini; notifikasi dikirim saat validasi selesai.',
    progressLabel: 'Kemajuan validasi',
    failedTitle: 'Validasi gagal',
    retry: 'Jalankan Ulang',
    completed: 'Validasi selesai. Membuka hasil…',
  },
  result: {
    title: (name: string) => `Hasil Validasi: ${name}`,
    subtitle: (when: string) => `Selesai ${when}`,
    templates: (names: string) => `Template: ${names}`,
    overallTitle: 'Hasil keseluruhan',
    summary: verdictNames,
    /** What each count means, under it. */
    summaryHints: {
      match: 'label sama di semua dokumen',
      match_within_tolerance: 'nilai berbeda, selisihnya dalam toleransi',
      mismatch: 'label berbeda dari dokumen acuan',
      review: 'nilai terbaca kurang jelas; periksa pada dokumen',
      missing: 'label tidak terbaca di dokumen',
      invalid: 'terbaca, tetapi bukan nilai yang sah (digit pemeriksa, panjang)',
      skipped: 'label hanya ada di satu dokumen, tidak dibandingkan',
    } as Record<Verdict, string>,
    acceptedVerdict: 'Diterima',
    acceptedCount: (n: number) => `${formatNumber(n)} perbedaan diterima dengan keputusan`,
    overallAccepted: (n: number) => `termasuk ${formatNumber(n)} perbedaan yang diterima`,
    accept: 'Terima perbedaan',
    acceptFor: (label: string) => `Terima perbedaan ${label}`,
    decisionTitle: (label: string) => `Terima perbedaan: ${label}`,
    decisionText:
      'Keputusan menerima perbedaan yang memang ada pada dokumen (bukan salah baca). Nilai tetap seperti tercetak; label dihitung diterima dan keputusan Anda tercatat di audit.',
    decisionReason: 'Alasan',
    decisionReasonHint: 'Misalnya: FOB Jakarta sama dengan FOB; selisih timbangan disetujui pembeli.',
    decisionSave: 'Terima dengan alasan ini',
    decisionSaved: 'Perbedaan diterima.',
    decisionBy: (reason: string, who: string, when: string) => `Diterima: ${reason} — ${who}, ${when}`,
    withdrawDecision: 'Tarik keputusan',
    withdrawDecisionFor: (label: string) => `Tarik keputusan ${label}`,
    decisionWithdrawn: 'Keputusan ditarik; label kembali Tidak Sesuai.',
    signOff: 'Setujui hasil',
    signOffTitle: 'Setujui hasil validasi',
    signOffText:
      'Dengan menyetujui, Anda menyatakan hasil ini sudah diperiksa. Koreksi dan keputusan terkunci sampai persetujuan ditarik.',
    signOffConfirm: 'Setujui',
    signedOff: (who: string, when: string) => `Disetujui oleh ${who}, ${when}`,
    signedOffSaved: 'Hasil validasi disetujui.',
    withdrawSignOff: 'Tarik persetujuan',
    signOffWithdrawn: 'Persetujuan ditarik; hasil dapat diubah lagi.',
    lockedHint: 'Hasil sudah disetujui. Tarik persetujuan untuk mengoreksi atau memutuskan.',
    problemsFirst: 'Masalah di atas',
    problemsFirstHint:
      'Tidak Sesuai, Perlu Diperiksa, Tidak Ditemukan dan Format tidak valid ditampilkan lebih dulu',
    keyboardHint: 'Pintasan: J/K masalah berikut/sebelumnya · Enter buka halaman · A terima · C koreksi',
    pagesTitle: (label: string) => `Halaman dokumen: ${label}`,
    pagesEmpty: 'Pilih label di tabel untuk melihat halaman dokumennya di sini, dengan nilainya ditandai.',
    pagesOpen: 'Lihat halaman',
    pagesOpenFor: (label: string) => `Lihat halaman dokumen ${label}`,
    zoomIn: 'Perbesar',
    zoomOut: 'Perkecil',
    previousPage: 'Halaman sebelumnya',
    nextPage: 'Halaman berikutnya',
    pageOf: (page: number, count: number) => `Halaman ${page} dari ${count}`,
    notOnPage: 'Nilai label ini tidak ada di halaman ini.',
    confidenceOf: (percent: string) => `Keyakinan ${percent}`,
    rulesLine: (passed: number, failed: number) =>
      passed + failed === 0
        ? 'Validasi logis: belum ada aturan yang diperiksa'
        : `Validasi logis: ${formatNumber(passed)} lulus, ${formatNumber(failed)} gagal`,
    filterVerdict: 'Saring menurut hasil',
    all: 'Semua',

    reviewTitle: (n: number) => `${formatNumber(n)} nilai perlu diperiksa`,
    reviewText:
      'Nilai ini terbaca kurang jelas (keyakinan rendah). Bandingkan dengan dokumennya, lalu konfirmasi bila sudah benar atau koreksi bila salah.',
    flagged: 'Perlu diperiksa',
    check: 'Periksa',
    checkFor: (label: string, doc: string) => `Periksa ${label} pada ${doc}`,
    confirmed: 'Dikonfirmasi',
    filterDocuments: 'Dokumen',
    filterDocumentsPlaceholder: 'Semua dokumen',
    searchLabel: 'Cari label',
    columns: { label: 'Label', verdict: 'Hasil' },
    masterLabel: 'Utama',
    masterLabelHint: 'Label utama: wajib ditemukan',
    row: (n: number) => `Baris ${n}`,
    reference: 'Acuan',
    equal: 'Sama',
    different: 'Beda',
    corrected: 'Dikoreksi',
    noValue: 'Tidak terbaca',
    noReading: '—',
    correct: 'Koreksi',
    correctFor: (label: string, doc: string) => `Koreksi ${label} pada ${doc}`,
    evidenceFor: (label: string, doc: string) => `Bukti ${label} pada ${doc}`,
    evidenceMissing: 'Bukti tidak tersedia',
    emptyFiltered: 'Tidak ada label dengan saringan ini. Pilih "Semua" untuk melihat semua label.',
    empty: 'Tidak ada label yang dibandingkan. Periksa label pada template, lalu jalankan validasi baru.',
    rowsShown: (shown: number, total: number) => `${formatNumber(shown)} dari ${formatNumber(total)} baris`,
    rulesTitle: 'Validasi logis',
    rulesText: 'Aturan perusahaan yang dijalankan di atas nilai label, misalnya Berat Bersih ≤ Berat Kotor.',
    rulesEmpty: 'Belum ada validasi logis. Tambahkan aturan di Logika Validasi agar ikut diperiksa.',
    toRules: 'Ke Logika Validasi',
    rulePassed: 'Lulus',
    ruleFailed: 'Gagal',
    ruleUnknown: 'Tidak dapat dinilai',
    toQuery: 'Isi Nomor Aju di Query',
    toHistory: 'Riwayat',
    newValidation: 'Validasi Baru',
    notCompletedTitle: 'Hasil belum tersedia',
    toWizard: 'Buka validasi',
  },
  evidence: {
    title: (label: string, doc: string) => `${label} · ${doc}`,
    page: (n: number) => `Halaman ${n}`,
    read: 'Teks terbaca',
    confidence: (value: number) => `Keyakinan ${formatPercent(value)}`,
    pageImage: (n: number) => `Gambar halaman ${n} dengan wilayah nilai ditandai`,
    loadError: 'Gambar halaman tidak dapat dimuat.',
  },
  correction: {
    title: (label: string) => `Koreksi nilai: ${label}`,
    reviewTitle: (label: string) => `Periksa nilai: ${label}`,
    flaggedTitle: (confidence: number) => `Terbaca dengan keyakinan ${formatPercent(confidence)}`,
    flaggedText:
      'Bandingkan nilai di bawah dengan potongan dokumen. Bila sudah benar, konfirmasi tanpa mengubahnya; bila salah, tulis nilai yang benar.',
    evidence: 'Potongan dokumen',
    confirm: 'Konfirmasi nilai',
    confirmed: 'Nilai dikonfirmasi dan hasil dibandingkan ulang.',
    historyConfirmed: (text: string) => `Dikonfirmasi sesuai dokumen: ${text}`,
    document: 'Dokumen',
    read: 'Nilai saat ini',
    original: 'Teks asli (sebelum dikoreksi)',
    input: 'Nilai yang benar',
    inputHint: 'Tulis seperti tercetak pada dokumen; nilai dibandingkan ulang setelah disimpan.',
    save: 'Simpan koreksi',
    cancel: 'Batal',
    saved: 'Koreksi disimpan dan hasil dibandingkan ulang.',
    historyTitle: 'Riwayat koreksi',
    historyEmpty: 'Belum ada koreksi.',
    historyLine: (who: string, when: string) => `${who} · ${when}`,
  },
  list: {
    title: 'Validasi Dokumen',
    subtitle:
      'Validasi yang belum selesai: lanjutkan unggahan, tetapkan format, atau pantau yang sedang berjalan.',
    newValidation: 'Validasi Baru',
    sections: {
      draft: {
        title: 'Menunggu dokumen',
        text: 'Unggah dokumen dan tetapkan format tanggalnya.',
      },
      ready: { title: 'Siap dijalankan', text: 'Semua dokumen siap; tinggal dijalankan.' },
      processing: { title: 'Sedang berjalan', text: 'Hasil muncul otomatis setelah selesai.' },
    },
    empty:
      'Tidak ada validasi yang sedang dikerjakan. Mulai validasi baru untuk memeriksa dokumen pengiriman.',
    toHistory: 'Lihat riwayat validasi yang sudah selesai',
  },
  history: {
    title: 'Riwayat',
    subtitle: 'Semua validasi perusahaan Anda, dari draf sampai selesai.',
    tabs: { validations: 'Riwayat Validasi', audit: 'Jejak Audit' },
    search: 'Cari nama validasi atau template',
    status: 'Status',
    allStatuses: 'Semua status',
    overall: 'Hasil',
    allOverall: 'Semua hasil',
    template: 'Template',
    allTemplates: 'Semua template',
    columns: {
      name: 'Validasi',
      templates: 'Template',
      documents: 'Dok.',
      result: 'Hasil',
      aju: 'Nomor aju',
      created: 'Dibuat',
      completed: 'Selesai',
    },
    counts: (row: {
      match: number;
      mismatch: number;
      review: number;
      missing: number;
      invalid?: number;
      accepted?: number;
    }) =>
      [
        `${formatNumber(row.match)} sesuai`,
        `${formatNumber(row.mismatch)} tidak sesuai`,
        row.review > 0 ? `${formatNumber(row.review)} perlu diperiksa` : null,
        `${formatNumber(row.missing)} tidak ditemukan`,
        row.invalid ? `${formatNumber(row.invalid)} format tidak valid` : null,
        row.accepted ? `${formatNumber(row.accepted)} diterima` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    by: (who: string) => `oleh ${who}`,
    empty: 'Belum ada validasi. Mulai validasi pertama dari menu Validasi.',
    noResults: 'Tidak ada validasi yang cocok dengan filter ini. Ubah atau hapus filternya.',
    total: (n: number) => `${formatNumber(n)} validasi`,
    openResult: (name: string) => `Buka hasil ${name}`,
    openWizard: (name: string) => `Lanjutkan ${name}`,
    clear: 'Hapus filter',
  },
  query: {
    title: 'Query',
    subtitle:
      'Hasil validasi yang sudah dijalankan beserta nomor aju. Klik nomor aju untuk mengubahnya, lalu ekspor untuk tim atau auditor Anda.',
    search: 'Cari nomor aju, validasi atau template',
    aju: 'Nomor aju',
    ajuPlaceholder: 'Sebagian nomor aju',
    status: 'Hasil',
    allStatuses: 'Semua hasil',
    template: 'Template',
    allTemplates: 'Semua template',
    clear: 'Hapus filter',
    columns: {
      executed: 'Dijalankan',
      name: 'Validasi',
      aju: 'Nomor aju',
      result: 'Hasil',
      by: 'Oleh',
    },
    empty: 'Belum ada validasi yang dijalankan. Jalankan validasi, lalu isi nomor ajunya di sini.',
    noResults: 'Tidak ada data yang cocok dengan filter ini. Ubah atau hapus filternya.',
    total: (n: number) => `${formatNumber(n)} data`,
    ajuEmpty: 'Isi nomor aju',
    ajuEdit: (name: string) => `Ubah nomor aju ${name}`,
    ajuInput: 'Nomor aju (26 karakter)',
    ajuHint: 'Enter untuk menyimpan, Esc untuk batal',
    ajuSaved: 'Nomor aju disimpan.',
    ajuUpdated: (who: string, when: string) => `Diubah ${who}, ${when}`,
    exportXlsx: 'Ekspor XLSX',
    exportCsv: 'Ekspor CSV',
    exportTimes: 'Waktu pada berkas ekspor dalam WIB.',
    openResult: 'Lihat hasil',
    decision: (text: string) => `Diterima: ${text}`,
  },
  /** The result's files, to keep with the shipment. */
  resultExports: {
    xlsx: 'Unduh XLSX',
    pdf: 'Unduh Laporan PDF',
    xlsxHint: 'Lembar kerja: setiap label per dokumen, ringkasan dan keputusan (waktu dalam WIB)',
    pdfHint: 'Laporan untuk berkas pengiriman: ringkasan, masalah dengan buktinya, keputusan dan persetujuan',
  },
  notifications: {
    title: 'Notifikasi',
    subtitle: 'Pemberitahuan saat validasi selesai atau gagal.',
    all: 'Semua',
    unread: 'Belum dibaca',
    unreadCount: (n: number) => `${formatNumber(n)} belum dibaca`,
    markAll: 'Tandai semua dibaca',
    markedAll: 'Semua notifikasi ditandai dibaca.',
    empty: 'Belum ada notifikasi. Jalankan validasi; kami memberi tahu di sini saat hasilnya siap.',
    emptyUnread: 'Semua notifikasi sudah dibaca.',
    badge: (n: number) => `${n} notifikasi belum dibaca`,
  },
  home: {
    recentTitle: 'Validasi terbaru',
    recentAll: 'Lihat semua',
    recentEmpty: 'Belum ada validasi. Mulai validasi pertama untuk melihat hasilnya di sini.',
    start: 'Mulai validasi',
    chartTitle: 'Hasil validasi 30 hari terakhir',
    chartText: (n: number) => `${formatNumber(n)} validasi selesai`,
    chartEmpty: 'Belum ada validasi selesai dalam 30 hari terakhir.',
    chartDay: (day: string, match: number, review: number, mismatch: number) =>
      `${day}: ${match} sesuai, ${review} perlu diperiksa, ${mismatch} tidak sesuai`,
  },
  templateFormat: {
    title: 'Format bawaan dokumen',
    text: 'Dipakai sebagai pilihan awal saat dokumen jenis ini divalidasi.',
    date: 'Format tanggal',
    auto: 'Dikenali otomatis',
    number: 'Penulisan angka',
    saved: 'Format bawaan dokumen disimpan.',
  },
} as const;
