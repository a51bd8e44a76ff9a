const idr = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** `Rp 1.500.000` (docs/domain.md "Rupiah"); `plain` puts an ordinary space for PDF text. */
export function formatRupiah(amount: number, options: { plain?: boolean } = {}): string {
  const text = idr.format(amount);
  return options.plain ? text.replace(/\s/g, ' ') : text;
}
