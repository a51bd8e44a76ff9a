/** The grey levels that the given shares of `data`'s pixels are at least as dark as, one per share. */
export const greyLevels = (data: Uint8Array, shares: readonly number[]): number[] => {
  const counts = new Uint32Array(256);
  for (const value of data) counts[value] = (counts[value] ?? 0) + 1;
  return shares.map((share) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += counts[level] ?? 0;
      if (seen >= data.length * share) return level;
    }
    return 255;
  });
};
