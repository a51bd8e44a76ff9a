/**
 * How long the process's caches of decoded documents and page pixels may stay unused before they
 * are dropped (their memory is freed once nothing else holds them): as long as an OCR worker's
 * default idle time (OCR_IDLE_SECONDS), so a quiet process gives back its memory at once.
 */
export const CACHE_IDLE_MS = 120_000;

/**
 * Returns `touch`: `onIdle` runs once `ms` have passed since the last `touch()`. The timer never
 * keeps the process alive.
 */
export function idleTimer(ms: number, onIdle: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    if (timer) {
      timer.refresh();
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      onIdle();
    }, ms);
    timer.unref();
  };
}
