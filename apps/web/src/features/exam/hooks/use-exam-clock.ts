import { useCallback, useEffect, useState } from 'react';
import { monotonicNow, secondsLeft, type ClockSync } from '../model/exam-clock';

/**
 * Seconds left on the server's clock: counts down from the last sync (the session, then every heartbeat) with the
 * monotonic timer; `resync` takes a new figure from the server.
 */
export function useExamClock(initial: ClockSync, now: () => number = monotonicNow) {
  const [sync, setSync] = useState(initial);
  const [left, setLeft] = useState(() => secondsLeft(initial, now()));

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(sync, now()));
    tick();
    // Ticking more often than once a second keeps the shown second from lagging the real one by up to a second.
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [sync, now]);

  const resync = useCallback((next: ClockSync) => setSync(next), []);
  return { left, resync };
}
