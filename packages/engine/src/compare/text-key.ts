/** Legal-form and filler words ignored by the `text` logic ("PT Kopi Nusantara" = "Kopi Nusantara, PT"). */
const LEGAL_FORMS = new Set([
  'pt',
  'cv',
  'ud',
  'tbk',
  'persero',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'co',
  'corp',
  'corporation',
  'llc',
  'plc',
  'gmbh',
  'bv',
  'sa',
  'sdn',
  'bhd',
  'pte',
  'kk',
  'company',
]);

/** The comparison key of a text: lower case, no punctuation, no legal-form words, single spaces. */
export const textKey = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .join(' ');
