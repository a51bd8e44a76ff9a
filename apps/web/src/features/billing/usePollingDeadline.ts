import { useEffect, useState } from 'react';

/** How long /payment-finish keeps asking about a pending top-up before it stops and says so. */
export const PENDING_POLL_LIMIT_MS = 2 * 60_000;

/** True once `limitMs` have passed since the page opened. */
export function usePollingDeadline(limitMs = PENDING_POLL_LIMIT_MS): boolean {
  const [openedAt] = useState(() => Date.now());
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (passed) return;
    const left = openedAt + limitMs - Date.now();
    if (left <= 0) {
      setPassed(true);
      return;
    }
    const timer = setTimeout(() => setPassed(true), left);
    return () => clearTimeout(timer);
  }, [passed, openedAt, limitMs]);
  return passed;
}
