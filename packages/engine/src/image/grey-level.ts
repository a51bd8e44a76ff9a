/**
 * The grey levels of `data`'s pixels at the given ranks (0: the darkest pixel), one per rank: what
 * sorting the pixels and taking those places gives, from a histogram. A rank below 0 is level 0.
 */
export const greyLevelsAtRanks = (data: Uint8Array, ranks: readonly number[]): number[] => {
  const counts = new Uint32Array(256);
  // An indexed loop: a whole page is millions of pixels, and an iterator costs ~10x as much a pixel.
  for (let i = 0; i < data.length; i++) counts[data[i]!]!++;
  return ranks.map((rank) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += counts[level] ?? 0;
      if (seen > rank) return level;
    }
    return 255;
  });
};

/** The grey levels that the given shares of `data`'s pixels are at least as dark as, one per share. */
export const greyLevels = (data: Uint8Array, shares: readonly number[]): number[] =>
  greyLevelsAtRanks(
    data,
    shares.map((share) => Math.ceil(data.length * share) - 1),
  );
