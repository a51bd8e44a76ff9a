/** Comparison tokens of a caption: lower case, letters and digits only ("No.:" -> "no"). */
export const tokensOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
