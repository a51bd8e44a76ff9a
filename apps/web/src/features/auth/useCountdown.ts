import { useEffect, useState } from 'react';

/** Seconds left before an action may be repeated; `restart(n)` starts over from n seconds. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart: (next: number) => setLeft(Math.max(0, Math.ceil(next))) };
}
