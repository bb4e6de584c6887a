import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started by `start`; ticks once a second and stops at zero. */
export function useCountdown(seconds: number): { left: number; running: boolean; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
